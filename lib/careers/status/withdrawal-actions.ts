'use server';
import { notFound, redirect } from 'next/navigation';
import { embedStatusPath, readFrameQuery } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { statusPagePath } from '../status-link';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import { askToWithdraw, takeBackWithdrawal, type WithdrawalDeps } from './withdrawal';

/** Asks for, or takes back, the withdrawal the link names; an unknown or forged link is a 404 and changes nothing. */
async function requestFor(
  request: (deps: WithdrawalDeps, token: string) => Promise<string>,
  token: unknown,
): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  if ((await request(await statusRequestDeps(), token)) === 'not-found') notFound();
}

/** Back to the status page, in the page's language. */
async function toStatusPage(token: string): Promise<never> {
  redirect(localizedPath(await requestLocale(), statusPagePath(token)));
}

/** Back to the status page inside the employer's frame: the frame's query is read again, so a post can lead nowhere else. */
function toFrameStatusPage(token: string, frame: string): never {
  redirect(embedStatusPath(token, readFrameQuery(typeof frame === 'string' ? frame : '')));
}

/**
 * The withdraw page's button. Only the holder of the status link can ask, and asking twice is asking
 * once. Back on the status page, the candidate reads that it was asked.
 */
export async function withdrawApplication(token: string): Promise<void> {
  await requestFor(askToWithdraw, token);
  await toStatusPage(token);
}

/** The same button inside the employer's frame: back to the status page there, in the frame's look. */
export async function withdrawApplicationInFrame(token: string, frame: string): Promise<void> {
  await requestFor(askToWithdraw, token);
  toFrameStatusPage(token, frame);
}

/**
 * "Keep my application" after asking to withdraw it, before staff recorded it. Back on the status page
 * the candidate reads where it stands; one stopped before it was sent reads "Withdrawn" there.
 */
export async function keepApplication(token: string): Promise<void> {
  await requestFor(takeBackWithdrawal, token);
  await toStatusPage(token);
}

/** The same inside the employer's frame. */
export async function keepApplicationInFrame(token: string, frame: string): Promise<void> {
  await requestFor(takeBackWithdrawal, token);
  toFrameStatusPage(token, frame);
}
