import type { Conditional, FieldType, Question, QuestionField } from '../../contract';

/** The question library the configuration templates draw from; ids are short and stable for tests. */
type Option = { id: string; label: string };

const option = (id: string, label: string): Option => ({ id, label });

function field(
  id: string,
  label: string,
  type: FieldType,
  required: boolean,
  values?: Option[],
  diversity = false,
): QuestionField {
  return {
    id,
    label,
    type,
    required,
    ...(diversity ? { complianceType: 'DIVERSITY' as const } : {}),
    // Documented on every field: an empty list on text and checkbox fields.
    values: values ?? [],
  };
}

const question = (id: string, label: string, fields: QuestionField[], repeatable = false): Question => ({
  id,
  label,
  repeatable,
  fields,
});

const YES_NO = [option('opt-yes', 'Yes'), option('opt-no', 'No')];
const PREFER_NOT = option('opt-prefer-not', 'Prefer not to say');

export const workExperience = question(
  'q-work-experience',
  'Work experience',
  [
    field('f-company', 'Company', 'INPUT_TEXT', true),
    field('f-job-title', 'Job title', 'INPUT_TEXT', true),
    field('f-years', 'Years in the role', 'SINGLE_SELECT', true, [
      option('opt-years-0-1', 'Less than 1'),
      option('opt-years-1-3', '1–3'),
      option('opt-years-3-5', '3–5'),
      option('opt-years-5-plus', 'More than 5'),
    ]),
  ],
  true,
);

export const visa = question('q-visa', 'Do you need visa sponsorship to work in this country?', [
  field('f-visa', 'Visa sponsorship', 'RADIO', true, YES_NO),
]);

/** Listed in questions[]; asked only while f-visa is opt-yes (visaConditional). */
export const workPermit = question('q-work-permit', "Which country's work permit do you hold?", [
  field('f-work-permit', 'Work permit', 'SINGLE_SELECT', true, [
    option('opt-permit-eu', 'European Union / EEA'),
    option('opt-permit-uk', 'United Kingdom'),
    option('opt-permit-us', 'United States'),
    option('opt-permit-none', 'None yet'),
  ]),
  field('f-permit-notes', 'Anything else we should know about your visa situation?', 'TEXTAREA', false),
]);

/** As the platform documents conditionals: the follow-up by its id in questions[]. */
export const visaConditional: Conditional = {
  parentQuestionId: 'q-visa',
  fieldId: 'f-visa',
  valueIds: ['opt-yes'],
  conditionalQuestions: [workPermit.id],
};

export const portfolio = question('q-portfolio', 'Link to your GitHub profile or portfolio', [
  field('f-portfolio', 'URL', 'INPUT_TEXT', false),
]);

export const relocate = question('q-relocate', 'Are you willing to relocate?', [
  field('f-relocate', 'Relocation', 'RADIO', false, [...YES_NO, option('opt-maybe', 'Maybe, let us talk')]),
]);

export const motivation = question('q-motivation', 'Why do you want to join **Acme Robotics**?', [
  field('f-motivation', 'Your answer', 'TEXTAREA', true),
]);

export const languages = question('q-languages', 'Which languages do you speak at a professional level?', [
  field('f-languages', 'Languages', 'MULTI_SELECT', true, [
    option('opt-lang-en', 'English'),
    option('opt-lang-de', 'Deutsch'),
    option('opt-lang-fr', 'Français'),
    option('opt-lang-es', 'Español'),
    option('opt-lang-nl', 'Nederlands'),
    option('opt-lang-pl', 'Polski'),
  ]),
]);

export const salary = question('q-salary', 'What are your salary expectations (gross, per year)?', [
  field('f-salary', 'Expected salary', 'INPUT_TEXT', false),
]);

export const remotePolicy = question(
  'q-remote-policy',
  'Have you read our **remote work policy**? See [policy](https://acme.example/remote)',
  [field('f-remote-policy', 'I have read the remote work policy', 'CHECKBOX', true)],
);

export const processInfo = question('q-process-info', 'About our hiring process', [
  field(
    'f-process-info',
    'We reply within **five working days**. Read our [interview guide](https://acme.example/interviews) to prepare.',
    'INFORMATION',
    false,
  ),
]);

export const startDate = question('q-start-date', 'When could you start?', [
  field('f-start-date', 'Earliest start date', 'INPUT_TEXT', true),
]);

export const noticePeriod = question('q-notice-period', 'What is your notice period?', [
  field('f-notice-period', 'Notice period', 'SINGLE_SELECT', true, [
    option('opt-notice-none', 'None, I can start right away'),
    option('opt-notice-1m', 'One month'),
    option('opt-notice-3m', 'Three months'),
    option('opt-notice-more', 'More than three months'),
  ]),
]);

export const referred = question('q-referred', 'Were you referred by someone at Acme?', [
  field('f-referred', 'Referral', 'RADIO', true, YES_NO),
]);

/** Listed in questions[]; asked only while f-referred is opt-yes (referredConditional). */
export const referrer = question('q-referrer', 'Who referred you?', [
  field('f-referrer-name', 'Name of the person who referred you', 'INPUT_TEXT', true),
  field('f-referrer-email', 'Their work email, if you know it', 'INPUT_TEXT', false),
]);

export const referredConditional: Conditional = {
  parentQuestionId: 'q-referred',
  fieldId: 'f-referred',
  valueIds: ['opt-yes'],
  conditionalQuestions: [referrer.id],
};

export const drivingLicence = question('q-driving-licence', 'Driving licence', [
  field('f-driving-licence', 'I hold a valid driving licence (category B)', 'CHECKBOX', false),
]);

export const shifts = question('q-shifts', 'Which shifts can you work?', [
  field('f-shifts', 'Shifts', 'MULTI_SELECT', true, [
    option('opt-shift-early', 'Early (6:00–14:00)'),
    option('opt-shift-late', 'Late (14:00–22:00)'),
    option('opt-shift-night', 'Night (22:00–6:00)'),
    option('opt-shift-weekend', 'Weekends'),
  ]),
]);

/** Optional, each with "prefer not to say"; the site shows them last under the confidential heading. */
export const diversityQuestions: Question[] = [
  question('q-div-gender', 'How do you describe your gender?', [
    field(
      'f-div-gender',
      'Gender',
      'SINGLE_SELECT',
      false,
      [
        option('opt-gender-woman', 'Woman'),
        option('opt-gender-man', 'Man'),
        option('opt-gender-non-binary', 'Non-binary'),
        option('opt-gender-self', 'I describe myself another way'),
        PREFER_NOT,
      ],
      true,
    ),
  ]),
  question('q-div-age', 'What is your age range?', [
    field(
      'f-div-age',
      'Age range',
      'RADIO',
      false,
      [
        option('opt-age-18-24', '18–24'),
        option('opt-age-25-34', '25–34'),
        option('opt-age-35-44', '35–44'),
        option('opt-age-45-54', '45–54'),
        option('opt-age-55-plus', '55 or older'),
        PREFER_NOT,
      ],
      true,
    ),
  ]),
  question('q-div-disability', 'Do you consider yourself to have a disability?', [
    field('f-div-disability', 'Disability', 'RADIO', false, [...YES_NO, PREFER_NOT], true),
  ]),
];
