import 'server-only';
import type { RenderedConsentBox, RenderedForm } from './rendered-form';
import type { ApplicationForm, ConsentBox } from './application-form';
import { renderInlineMarkdown } from './sanitize';

/**
 * Renders every Markdown label to sanitised HTML on the server, so the browser gets no Markdown code:
 * the questions' and the consent boxes' (whose statement often links the privacy policy). Their links
 * open in a new tab, which `newTabHint` (in the page's language) says to screen readers.
 */
export function renderFormLabels(form: ApplicationForm, newTabHint?: string): RenderedForm {
  const render = (label: string) => renderInlineMarkdown(label, newTabHint);
  const renderedBox = (box: ConsentBox): RenderedConsentBox => ({ ...box, labelHtml: render(box.label) });
  const { consent } = form;
  return {
    ...form,
    consent:
      consent.type === 'SCOPES'
        ? { ...consent, scopes: consent.scopes.map(renderedBox) }
        : { ...consent, box: renderedBox(consent.box) },
    questions: form.questions.map((question) => ({
      ...question,
      labelHtml: render(question.label),
      fields: question.fields.map((field) => ({ ...field, labelHtml: render(field.label) })),
    })),
  };
}
