import { redirect } from 'next/navigation';
import { embedStatusPath, readFrameQuery } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { statusPagePath } from '../status-link';
import { answeredAt, type StatusAnswer } from './status-answer';

const withAnswer = (page: string, answer: StatusAnswer | undefined) =>
  answer ? answeredAt(page, answer) : page;

/**
 * Where each status-page request ends: back on the status page, in the page's language, whose note
 * answers it (`?done=`) and takes focus. Not an action itself: the withdraw, keep, emails and delete
 * actions call it.
 */
export async function backToStatusPage(token: string, answer: StatusAnswer | undefined): Promise<never> {
  redirect(withAnswer(localizedPath(await requestLocale(), statusPagePath(token)), answer));
}

/**
 * Back to the status page inside the employer's frame, in the frame's look. The frame's query is read
 * again, so a post can lead nowhere else.
 */
export function backToFrameStatusPage(
  token: string,
  frame: unknown,
  answer: StatusAnswer | undefined,
): never {
  redirect(withAnswer(embedStatusPath(token, frameQuery(frame)), answer));
}

/** The employer frame's query a form posted back, read again: anything else reads as none. */
export const frameQuery = (frame: unknown) => readFrameQuery(typeof frame === 'string' ? frame : '');
