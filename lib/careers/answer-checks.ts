import { MAX_ANSWER_BYTES, MAX_RECORDS, type ApplicationForm, type FormField } from './application-form';
import type { AnswerRecord, AnswerValue } from './application-values';
import { askedQuestionIds, checkboxState, recordsOf } from './asked-questions';
import type { Issue } from './schema-issues';
import { isStorableText, UNSTORABLE } from './text-rules';

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
      if (value !== undefined && value !== null && typeof value !== 'string') return { error: 'Enter text' };
      const text = value ?? '';
      if (field.required && text.trim() === '') return { error: 'This field is required' };
      if (!isStorableText(text)) return { error: UNSTORABLE };
      const over = charactersOver(text.trim());
      if (over > 0) return { error: `At most ${MAX_ANSWER_BYTES} bytes — remove about ${over} character(s)` };
      return { value: text };
    }
    case 'select':
    case 'radio': {
      if (value === undefined || value === null || value === '')
        return field.required ? { error: 'Choose an option' } : {};
      return typeof value === 'string' && options.has(value)
        ? { value }
        : { error: 'Choose one of the options given' };
    }
    case 'multiselect': {
      const list = value === undefined || value === null || value === false || value === '' ? [] : value;
      const ids = Array.isArray(list) ? list : [list];
      if (!ids.every((id): id is string => typeof id === 'string' && options.has(id)))
        return { error: 'Choose from the options given' };
      if (new Set(ids).size !== ids.length) return { error: 'Choose each option only once' };
      if (field.required && ids.length === 0) return { error: 'Choose at least one option' };
      return { value: ids };
    }
    case 'checkbox': {
      const checked = checkboxState(value);
      if (checked === null) return { error: 'Tick or clear this box' };
      if (field.required && !checked) return { error: 'Tick this box to continue' };
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
      issues.push({ path: [question.id], message: 'This question takes one answer' });
    if (records.length > MAX_RECORDS)
      issues.push({ path: [question.id], message: `At most ${MAX_RECORDS} entries` });
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
