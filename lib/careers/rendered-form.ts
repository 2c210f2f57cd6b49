import type { ApplicationForm, FormField, FormQuestion } from './application-form';

/** The form with its Markdown labels already rendered to safe HTML on the server. */
export type RenderedField = FormField & { labelHtml?: string };
export type RenderedQuestion = Omit<FormQuestion, 'fields'> & { labelHtml?: string; fields: RenderedField[] };
export type RenderedForm = Omit<ApplicationForm, 'questions'> & { questions: RenderedQuestion[] };
