import 'server-only';
import { createHash } from 'node:crypto';
import { consentBoxes, type ApplicationForm } from './application-form';

/**
 * What the answers are checked against, without the words: the questions, their fields, kinds, choices
 * and conditions, the consent boxes and the photo. The page posts the shape it showed (FORM_SHAPE_FIELD),
 * so answers refused against a form changed since can say so. Labels are left out: the page's language,
 * or a question reworded, changes no answer.
 */
export function formShape(form: ApplicationForm): string {
  const shape = {
    questions: form.questions.map((question) => [
      question.id,
      question.repeatable,
      question.showWhen ?? null,
      question.fields.map((field) => [
        field.id,
        field.kind,
        field.required,
        field.options.map((option) => option.id),
      ]),
    ]),
    consent: consentBoxes(form.consent).map((box) => [box.id, box.required]),
    avatar: form.avatarUpload,
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 22);
}
