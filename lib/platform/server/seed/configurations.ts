import type { Configuration, ConsentDetails } from '../../contract';
import type { ConfigurationTranslations, configurations } from '../store/schema';
import {
  diversityQuestions,
  drivingLicence,
  languages,
  motivation,
  noticePeriod,
  portfolio,
  processInfo,
  referred,
  referredConditional,
  referrer,
  relocate,
  remotePolicy,
  salary,
  shifts,
  startDate,
  visa,
  visaConditional,
  workExperience,
  workPermit,
} from './configuration-questions';
import { DIVERSITY_TRANSLATIONS, ENGINEERING_TRANSLATIONS } from './configuration-translations';
import type { SeededJob } from './postings';

type ConfigurationRow = typeof configurations.$inferInsert;
type Template = { name: string; body: Configuration; translations: ConfigurationTranslations };

/** The three consent models the platform documents: one SINGLE scope, several scopes, none (older boolean). */
const SINGLE_CONSENT: ConsentDetails = {
  scopes: [
    {
      scope: 'SINGLE',
      required: true,
      label:
        'I agree that Acme Robotics may process my data to consider my application, as described in the [privacy policy](https://acme.example/privacy).',
    },
  ],
};
const SEPARATE_CONSENT: ConsentDetails = {
  scopes: [
    { scope: 'SMART_RECRUIT', required: true, label: 'Process my data to consider this application' },
    { scope: 'SMART_CRM', required: false, label: 'Keep my profile for future openings for up to two years' },
    { scope: 'SMART_MESSAGE_SMS', required: false, label: 'Text me (SMS) about my application' },
    {
      scope: 'SMART_MESSAGE_WHATSAPP',
      required: false,
      label: 'Message me on WhatsApp about my application',
    },
  ],
  companyImprintUrl: 'https://acme.example/imprint',
};
/** No consentDetails: the candidate's agreement travels as the older boolean `consent`. */
const BOOLEAN_CONSENT = undefined;
const ACME_POLICY = { url: 'https://acme.example/privacy', orgName: 'Acme Robotics' };
const AGENCY_POLICY = { url: 'https://talentbridge.example/privacy', orgName: 'TalentBridge Recruiting Ltd' };

function body(
  questions: Configuration['questions'],
  conditionals: NonNullable<Configuration['settings']['conditionals']>,
  consent: ConsentDetails | undefined,
  avatarUploadAvailable: boolean,
): Configuration {
  return {
    questions,
    settings: { avatarUploadAvailable, conditionals },
    privacyPolicies: [ACME_POLICY],
    ...(consent ? { consentDetails: consent } : {}),
  };
}

const ENGINEERING: Template = {
  name: 'engineering',
  body: body(
    [workExperience, visa, workPermit, portfolio, relocate],
    [visaConditional],
    SEPARATE_CONSENT,
    false,
  ),
  translations: ENGINEERING_TRANSLATIONS,
};
const COMMERCIAL: Template = {
  name: 'commercial',
  body: body([motivation, languages, salary, remotePolicy, startDate], [], SINGLE_CONSENT, true),
  translations: {},
};
const DIVERSITY: Template = {
  name: 'diversity',
  body: body(
    [processInfo, motivation, noticePeriod, referred, referrer, ...diversityQuestions],
    [referredConditional],
    SEPARATE_CONSENT,
    true,
  ),
  translations: DIVERSITY_TRANSLATIONS,
};
const FIELD: Template = {
  name: 'field',
  body: body(
    [drivingLicence, shifts, workExperience, visa, workPermit],
    [visaConditional],
    BOOLEAN_CONSENT,
    false,
  ),
  translations: {},
};
const SHORT: Template = {
  name: 'short',
  body: body(
    [startDate, noticePeriod, remotePolicy, ...diversityQuestions.slice(0, 1)],
    [],
    SEPARATE_CONSENT,
    true,
  ),
  translations: {},
};

/** Assigned round-robin; together they cover every field type, consent model and avatar setting. */
export const CONFIGURATION_TEMPLATES: readonly Template[] = [
  ENGINEERING,
  COMMERCIAL,
  DIVERSITY,
  FIELD,
  SHORT,
];

/** The active posting with nothing to ask: the form is just the standard fields and consent. */
const NO_QUESTIONS: Template = {
  name: 'no-questions',
  body: body([], [], SINGLE_CONSENT, false),
  translations: {},
};

function templateFor(seeded: SeededJob, index: number): Template {
  if (seeded.spec.configuration === 'no-questions') return NO_QUESTIONS;
  // German postings get the template that carries German labels.
  if (seeded.spec.language === 'de') return DIVERSITY;
  return CONFIGURATION_TEMPLATES[index % CONFIGURATION_TEMPLATES.length] ?? ENGINEERING;
}

/** One configuration per posting, inactive ones included; deep copies so no two rows share objects. */
export function buildConfigurations(seededJobs: readonly SeededJob[]): ConfigurationRow[] {
  return seededJobs.map((seeded, index) => {
    const template = templateFor(seeded, index);
    const configuration = structuredClone(template.body);
    if (seeded.spec.configuration === 'two-privacy-policies')
      configuration.privacyPolicies.push({ ...AGENCY_POLICY });
    return {
      postingUuid: seeded.posting.uuid,
      body: configuration,
      translations: structuredClone(template.translations),
    };
  });
}
