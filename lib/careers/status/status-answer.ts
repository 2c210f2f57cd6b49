import { withQueryValue } from '@/lib/net/query-entries';

/**
 * On the status page's address after one of its requests (`?done=`): which note answers it. The button
 * pressed was on another page, so the note takes focus there (ArrivalNote) and is read out.
 */
export const STATUS_ANSWER_QUERY = 'done';

export const STATUS_ANSWERS = ['withdrawal', 'kept', 'limited', 'mails', 'erasure'] as const;

/**
 * `withdrawal`: asked to withdraw; `kept`: the request taken back; `limited`: changed too often today,
 * nothing changed; `mails`: the update mails stopped or started; `erasure`: deletion asked, due once
 * its send settles.
 */
export type StatusAnswer = (typeof STATUS_ANSWERS)[number];

/** The answer a status page's query carries, or undefined for any other value. */
export function statusAnswerOf(value: unknown): StatusAnswer | undefined {
  return STATUS_ANSWERS.find((answer) => answer === value);
}

/** A status page's address (the site's or the frame's, which may carry a query) with its answer. */
export const answeredAt = (path: string, answer: StatusAnswer) =>
  withQueryValue(path, STATUS_ANSWER_QUERY, answer);
