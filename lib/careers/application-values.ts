/**
 * What the application form holds, in the browser (react-hook-form) and on the server (parsed from
 * FormData). Field names in the DOM are these paths with dots: `answers.<questionId>.<record>.<fieldId>`.
 */
export type AnswerValue = string | string[] | boolean;
/** One record of a question: field id → value (text: string, select/radio: option id, multiselect: ids, checkbox: boolean). */
export type AnswerRecord = Record<string, AnswerValue>;

export type ApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** ISO 3166-1 alpha-2 or empty. */
  country: string;
  city: string;
  linkedIn: string;
  website: string;
  message: string;
  /** Question id → its records (one for ordinary questions, 1–100 for repeatable ones). */
  answers: Record<string, AnswerRecord[]>;
  /** SINGLE, or one entry per purpose. */
  consent: Record<string, boolean>;
  resume?: File | null;
  avatar?: File | null;
};

/** The form's own text fields, in page order: every application has them, besides its questions. */
export const STANDARD_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'city',
  'linkedIn',
  'website',
  'message',
] as const satisfies readonly (keyof ApplicationValues)[];
export type StandardTextField = (typeof STANDARD_TEXT_FIELDS)[number];

export const answerFieldName = (questionId: string, record: number, fieldId: string) =>
  `answers.${questionId}.${record}.${fieldId}`;
