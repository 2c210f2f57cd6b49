import 'server-only';
import type { RenderedConsentBox, RenderedForm } from './rendered-form';
import type { ApplicationForm, ConsentBox } from './application-form';
import { renderInlineMarkdown } from './sanitize';

const renderedBox = (box: ConsentBox): RenderedConsentBox => ({
  ...box,
  labelHtml: renderInlineMarkdown(box.label),
});

/**
 * Renders every Markdown label to sanitised HTML on the server, so the browser gets no Markdown code:
 * the questions' and the consent boxes' (whose statement often links the privacy policy).
 */
export function renderFormLabels(form: ApplicationForm): RenderedForm {
  const { consent } = form;
  return {
    ...form,
    consent:
      consent.type === 'SCOPES'
        ? { ...consent, scopes: consent.scopes.map(renderedBox) }
        : { ...consent, box: renderedBox(consent.box) },
    questions: form.questions.map((question) => ({
      ...question,
      labelHtml: renderInlineMarkdown(question.label),
      fields: question.fields.map((field) => ({ ...field, labelHtml: renderInlineMarkdown(field.label) })),
    })),
  };
}
