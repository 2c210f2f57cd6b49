import type { ApplicationForm, ConsentBox, ConsentModel, FormField, FormQuestion } from './application-form';

/** The form with its Markdown labels already rendered to safe HTML on the server. */
export type RenderedField = FormField & { labelHtml?: string };
export type RenderedQuestion = Omit<FormQuestion, 'fields'> & { labelHtml?: string; fields: RenderedField[] };
export type RenderedConsentBox = ConsentBox & { labelHtml?: string };
export type RenderedForm = Omit<ApplicationForm, 'questions' | 'consent'> & {
  questions: RenderedQuestion[];
  consent: ConsentModel<RenderedConsentBox>;
};
