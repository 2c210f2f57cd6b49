import 'server-only';
import type { Application, FileUpload } from '../platform/contract';
import type { ApplicationForm } from './application-form';
import { formDataToValues, withoutFiles } from './form-data';
import { buildApplicationSchema } from './form-schema';
import type { ReturnedValues } from './form-state';
import { applyRecordIntent } from './record-intent';
import { trackingFromFormData, type Tracking } from './source-details';
import { toPlatformApplication } from './to-platform-application';
import { fileToUpload } from './uploads';

/** What a posted form is: an edit (the no-JavaScript add/remove buttons), invalid, or an application. */
export type ParsedApplication =
  | { status: 'editing'; values: ReturnedValues; announcement: string }
  /** Form path → message; the answers go back to the page. */
  | { status: 'invalid'; fieldErrors: Record<string, string>; values: ReturnedValues }
  | { status: 'valid'; application: Application; values: ReturnedValues; tracking: Tracking };

/**
 * Reads a posted form against the form the server loaded itself (never one sent by the browser): the
 * same zod schema as the browser, then the files by their content.
 */
export async function parseApplication(
  form: ApplicationForm,
  formData: FormData,
): Promise<ParsedApplication> {
  const values = formDataToValues(form, formData);
  const intent = formData.get('intent');
  // Only "Submit" sends. Any other button edits, even one whose entry can no longer be added or removed
  // (the employer made the question asked once since the page was loaded): it never sends unfinished.
  if (typeof intent === 'string' && intent !== 'submit') {
    const edited = applyRecordIntent(form, values, intent) ?? { values, announcement: '' };
    return {
      status: 'editing',
      values: withoutFiles(edited.values, formData),
      announcement: edited.announcement,
    };
  }

  const parsed = await buildApplicationSchema(form, { files: 'server' }).safeParseAsync(values);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  }
  const uploads: { resume?: FileUpload; avatar?: FileUpload } = {};
  for (const kind of ['resume', 'avatar'] as const) {
    const file = values[kind];
    if (!file || fieldErrors[kind]) continue;
    const upload = await fileToUpload(file, kind);
    if ('error' in upload) fieldErrors[kind] = upload.error;
    else uploads[kind] = upload;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0)
    return { status: 'invalid', fieldErrors, values: withoutFiles(values, formData) };
  return {
    status: 'valid',
    application: toPlatformApplication(form, parsed.data, uploads),
    values: withoutFiles(values, formData),
    tracking: trackingFromFormData(formData),
  };
}
