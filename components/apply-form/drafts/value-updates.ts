import type { ApplicationValues } from '@/lib/careers/application-values';
import { changedSince } from '../typed-before-hydration';

/**
 * The `setValue` calls that take the form from `current` to `target`, in order: first each question whose
 * number of entries changes (so its fields exist), then every field whose value differs. The same calls
 * restore a draft and clear it ("start over"); paths the form does not have are never set.
 */
export function valueUpdates(current: ApplicationValues, target: ApplicationValues): [string, unknown][] {
  const records: [string, unknown][] = [];
  const answers = { ...current.answers };
  for (const [questionId, entries] of Object.entries(target.answers)) {
    if (!current.answers[questionId] || current.answers[questionId].length === entries.length) continue;
    records.push([`answers.${questionId}`, entries]);
    answers[questionId] = entries;
  }
  const { resume: _resume, avatar: _avatar, ...values } = target;
  return [...records, ...changedSince({ ...current, answers }, values)];
}
