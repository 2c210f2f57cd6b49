import type { ApplicationValues } from './application-values';
import { MAX_RECORDS, type ApplicationForm, type FormQuestion } from './application-form';
import { plainLabel } from './plain-label';
import { messageKey } from '../i18n/message-key';

/**
 * The "add another" / "remove" buttons of repeatable questions are submit buttons, so they work
 * without JavaScript too: the action applies the intent and re-renders the form, validating nothing.
 */
export function applyRecordIntent(
  form: ApplicationForm,
  values: ApplicationValues,
  intent: string,
): { values: ApplicationValues; announcement: string } | null {
  // A question id may hold colons, and end in figures: only "remove" names an entry, as its last part.
  const add = /^add:(.+)$/.exec(intent);
  const remove = add ? null : /^remove:(.+):(\d+)$/.exec(intent);
  if (!add && !remove) return null;
  const action = add ? 'add' : 'remove';
  const questionId = (add?.[1] ?? remove?.[1])!;
  const index = remove?.[2];
  const question = form.questions.find((q) => q.id === questionId && q.repeatable);
  if (!question) return null;
  const records = [...(values.answers[questionId] ?? [{}])];
  if (action === 'add' && records.length < MAX_RECORDS) records.push({});
  if (action === 'remove' && index !== undefined && records.length > 1) records.splice(Number(index), 1);
  const announcement = recordAnnouncement(
    action,
    question,
    action === 'add' ? records.length : Number(index) + 1,
  );
  return { values: { ...values, answers: { ...values.answers, [questionId]: records } }, announcement };
}

/** What a screen reader hears when an entry is added or removed, with or without JavaScript. */
export function recordAnnouncement(action: 'add' | 'remove', question: FormQuestion, entry: number): string {
  const values = { number: entry, question: plainLabel(question.label) };
  return messageKey(action === 'add' ? 'form.entryAdded' : 'form.entryRemoved', values);
}
