import { documentFileRule, imageFileRule, type FileRule } from '../platform/contract/application-rules';

/**
 * The site's own model of an application form. Components see only this, never the platform's
 * configuration shape (lib/careers/configuration-to-form.ts maps one to the other).
 */
export const formFieldKinds = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'information',
] as const;
export type FormFieldKind = (typeof formFieldKinds)[number];

export type FormOption = { id: string; label: string };

export type FormField = {
  id: string;
  /** May contain Markdown; render it safely. */
  label: string;
  kind: FormFieldKind;
  required: boolean;
  options: FormOption[];
};

export type ShowWhen = { questionId: string; fieldId: string; valueIds: string[] };

export type FormQuestion = {
  id: string;
  /** May contain Markdown; render it safely. */
  label: string;
  repeatable: boolean;
  /** Part of the confidential diversity questionnaire, asked last. */
  diversity: boolean;
  fields: FormField[];
  /** Asked only while this parent field holds one of the values. */
  showWhen?: ShowWhen;
};

/** One consent box: a platform scope (`SMART_CRM`…), or `CONSENT` for the older single boolean. */
export type ConsentBox = { id: string; label: string; required: boolean };

/**
 * Consent as the platform models it: the scopes of the configuration's `consentDetails` (sent as
 * `consentDecisions`), or — when it lists none — the older boolean `consent`.
 */
export type ConsentModel<Box extends ConsentBox = ConsentBox> =
  { type: 'SCOPES'; scopes: Box[]; imprintUrl?: string } | { type: 'BOOLEAN'; box: Box };

export const consentBoxes = <Box extends ConsentBox>(model: ConsentModel<Box>): Box[] =>
  model.type === 'SCOPES' ? model.scopes : [model.box];

export type ApplicationForm = {
  postingId: string;
  /** In display order: the platform's order, each conditional right after its parent, diversity last. */
  questions: FormQuestion[];
  avatarUpload: boolean;
  consent: ConsentModel;
  privacyPolicies: { url: string; orgName: string }[];
  /**
   * Labels of required questions this site cannot ask (a field type it does not know): the application
   * cannot be completed here, and the page sends the candidate to the platform's own apply page.
   */
  unsupportedQuestions: string[];
};

export { MAX_RECORDS, MAX_VALUE_BYTES as MAX_ANSWER_BYTES } from '../platform/contract/application-rules';
export { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from '../platform/contract/application-rules';

/** The upload fields' rules as the form states and checks them (../platform/contract/application-rules.ts). */
const uploadRule = (rule: FileRule) => ({
  accept: rule.extensions.join(','),
  mimeTypes: rule.mimeTypes,
  typeNames: rule.typeNames,
});
export const resumeTypes = uploadRule(documentFileRule);
export const avatarTypes = uploadRule(imageFileRule);
export type UploadRule = typeof resumeTypes;
