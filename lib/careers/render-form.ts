import 'server-only';
import type { RenderedForm } from './rendered-form';
import type { ApplicationForm } from './application-form';
import { renderInlineMarkdown } from './sanitize';

/** Renders every Markdown label to sanitised HTML on the server, so the browser gets no Markdown code. */
export function renderFormLabels(form: ApplicationForm): RenderedForm {
  return {
    ...form,
    questions: form.questions.map((question) => ({
      ...question,
      labelHtml: renderInlineMarkdown(question.label),
      fields: question.fields.map((field) => ({ ...field, labelHtml: renderInlineMarkdown(field.label) })),
    })),
  };
}
