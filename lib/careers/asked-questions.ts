import type { ApplicationForm, FormField, FormQuestion } from './application-form';
import { isObject } from './is-object';

/**
 * Which questions are asked, and what their answers mean to the platform: shared by the schema, the
 * form (to show conditional questions) and the mapping to the platform, so all three agree.
 */

/** Checkboxes arrive as booleans from react-hook-form, as "1"/"on"/"true" from a checkbox's value. */
export function checkboxState(value: unknown): boolean | null {
  if (value === true || value === '1' || value === 'on' || value === 'true') return true;
  if (value === false || value === undefined || value === null || value === '') return false;
  return null;
}

/** What the platform receives for a field's value — also what conditionals compare against. */
export function platformValues(field: FormField, value: unknown): string[] {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
    case 'select':
    case 'radio':
      return typeof value === 'string' && value !== '' ? [value] : [];
    case 'multiselect':
      return (Array.isArray(value) ? value : [value]).filter(
        (v): v is string => typeof v === 'string' && v !== '',
      );
    case 'checkbox':
      return checkboxState(value) ? ['1'] : [];
    case 'information':
      return [];
  }
}

/** A question's records as held: none (or junk) counts as one empty record. */
export function recordsOf(answers: unknown, questionId: string): Record<string, unknown>[] {
  const records = isObject(answers) ? answers[questionId] : undefined;
  if (!Array.isArray(records) || records.length === 0) return [{}];
  return records.map((record) => (isObject(record) ? record : {}));
}

/**
 * The questions asked for these answers: a conditional one only while its parent is asked and the
 * parent field (in any record) holds a trigger value — the platform's rule, so nested ones chain.
 */
export function askedQuestionIds(form: ApplicationForm, values: { answers: unknown }): Set<string> {
  const byId = new Map(form.questions.map((question) => [question.id, question]));
  const memo = new Map<string, boolean>();
  const isAsked = (question: FormQuestion, visiting: Set<string>): boolean => {
    const known = memo.get(question.id);
    if (known !== undefined) return known;
    const showWhen = question.showWhen;
    let asked = !showWhen;
    if (showWhen && !visiting.has(question.id)) {
      const parent = byId.get(showWhen.questionId);
      const field = parent?.fields.find((f) => f.id === showWhen.fieldId);
      asked =
        !!parent &&
        !!field &&
        isAsked(parent, new Set([...visiting, question.id])) &&
        recordsOf(values.answers, parent.id).some((record) =>
          platformValues(field, record[field.id]).some((value) => showWhen.valueIds.includes(value)),
        );
    }
    memo.set(question.id, asked);
    return asked;
  };
  return new Set(form.questions.filter((q) => isAsked(q, new Set())).map((q) => q.id));
}
