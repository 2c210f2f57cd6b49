import type { ApplicationValues } from './application-values';
import { MAX_RECORDS, type ApplicationForm } from './application-form';

/**
 * The "add another" / "remove" buttons of repeatable questions are submit buttons, so they work
 * without JavaScript too: the action applies the intent and re-renders the form, validating nothing.
 */
export function applyRecordIntent(
  form: ApplicationForm,
  values: ApplicationValues,
  intent: string,
): { values: ApplicationValues; announcement: string } | null {
  const match = /^(add|remove):([^:]+)(?::(\d+))?$/.exec(intent);
  if (!match) return null;
  const [, action, questionId, index] = match as unknown as [
    string,
    'add' | 'remove',
    string,
    string | undefined,
  ];
  const question = form.questions.find((q) => q.id === questionId && q.repeatable);
  if (!question) return null;
  const records = [...(values.answers[questionId] ?? [{}])];
  if (action === 'add' && records.length < MAX_RECORDS) records.push({});
  if (action === 'remove' && index !== undefined && records.length > 1) records.splice(Number(index), 1);
  const label = question.label.replace(/[*_`[\]()]/g, '');
  const announcement =
    action === 'add' ? `Added entry ${records.length} to “${label}”.` : `Removed an entry from “${label}”.`;
  return { values: { ...values, answers: { ...values.answers, [questionId]: records } }, announcement };
}
