import { MAX_ANSWER_BYTES, MAX_RECORDS, type ApplicationForm, type FormField } from './application-form';
import type { AnswerRecord, AnswerValue } from './application-values';
import { askedQuestionIds, checkboxState, recordsOf } from './asked-questions';
import type { Issue } from './schema-issues';
import { isStorableText, UNSTORABLE } from './text-rules';
import { messageKey } from '../i18n/message-key';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** How many characters, counted from the end, must go for the text to fit the byte limit. */
function charactersOver(text: string): number {
  let bytes = utf8Bytes(text);
  let count = 0;
  const characters = Array.from(text);
  for (let i = characters.length - 1; i >= 0 && bytes > MAX_ANSWER_BYTES; i--, count++) {
    bytes -= utf8Bytes(characters[i] ?? '');
  }
  return count;
}

/** One field's value, normalised, or the message for the candidate. */
function checkField(field: FormField, value: unknown): { value?: AnswerValue; error?: string } {
  const options = new Set(field.options.map((option) => option.id));
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (value !== undefined && value !== null && typeof value !== 'string')
        return { error: messageKey('errors.enterText') };
      const text = value ?? '';
      if (field.required && text.trim() === '') return { error: messageKey('errors.required') };
      if (!isStorableText(text)) return { error: UNSTORABLE };
      const over = charactersOver(text.trim());
      if (over > 0) return { error: messageKey('errors.answerTooLong', { max: MAX_ANSWER_BYTES, over }) };
      return { value: text };
    }
    case 'select':
    case 'radio': {
      if (value === undefined || value === null || value === '')
        return field.required ? { error: messageKey('errors.chooseOption') } : {};
      return typeof value === 'string' && options.has(value)
        ? { value }
        : { error: messageKey('errors.chooseGivenOption') };
    }
    case 'multiselect': {
      const list = value === undefined || value === null || value === false || value === '' ? [] : value;
      const ids = Array.isArray(list) ? list : [list];
      if (!ids.every((id): id is string => typeof id === 'string' && options.has(id)))
        return { error: messageKey('errors.chooseFromOptions') };
      if (new Set(ids).size !== ids.length) return { error: messageKey('errors.chooseOnce') };
      if (field.required && ids.length === 0) return { error: messageKey('errors.chooseAtLeastOne') };
      return { value: ids };
    }
    case 'checkbox': {
      const checked = checkboxState(value);
      if (checked === null) return { error: messageKey('errors.tickOrClear') };
      if (field.required && !checked) return { error: messageKey('errors.tickToContinue') };
      return { value: checked };
    }
    case 'information':
      return {};
  }
}

/** Checks the asked questions' answers and keeps only those: unasked answers never block or leave. */
export function checkAnswers(form: ApplicationForm, answers: unknown) {
  const issues: Issue[] = [];
  const asked = askedQuestionIds(form, { answers });
  const value: Record<string, AnswerRecord[]> = {};
  for (const question of form.questions.filter((q) => asked.has(q.id))) {
    const records = recordsOf(answers, question.id);
    if (!question.repeatable && records.length > 1)
      issues.push({ path: [question.id], message: messageKey('errors.oneAnswer') });
    if (records.length > MAX_RECORDS)
      issues.push({
        path: [question.id],
        message: messageKey('errors.tooManyEntries', { max: MAX_RECORDS }),
      });
    value[question.id] = records.slice(0, MAX_RECORDS).map((record, index) => {
      const normalised: AnswerRecord = {};
      for (const field of question.fields) {
        const checked = checkField(field, record[field.id]);
        if (checked.error) issues.push({ path: [question.id, index, field.id], message: checked.error });
        if (checked.value !== undefined) normalised[field.id] = checked.value;
      }
      return normalised;
    });
  }
  return { issues, value };
}
