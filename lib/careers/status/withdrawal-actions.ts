'use server';
import { notFound } from 'next/navigation';
import { backToFrameStatusPage, backToStatusPage } from './back-to-status-page';
import type { StatusAnswer } from './status-answer';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import {
  askToWithdraw,
  takeBackWithdrawal,
  type TakeBackOutcome,
  type WithdrawalDeps,
  type WithdrawalOutcome,
} from './withdrawal';

/**
 * The status page's answer to each outcome: the note it then shows. Taken back too late, the page says
 * the application was withdrawn (as a withdrawal's does); taken back when never asked, nothing changed.
 */
const ANSWER_TO: Record<WithdrawalOutcome | TakeBackOutcome | 'limited', StatusAnswer | undefined> = {
  asked: 'withdrawal',
  'already-asked': 'withdrawal',
  'too-late': 'withdrawal',
  'taken-back': 'kept',
  'not-asked': undefined,
  'not-found': undefined,
  limited: 'limited',
};

/**
 * Asks for, or takes back, the withdrawal the link names, and says how the status page answers it;
 * an unknown or forged link is a 404 and changes nothing.
 */
async function requestFor(
  request: (deps: WithdrawalDeps, token: string) => Promise<keyof typeof ANSWER_TO>,
  token: unknown,
): Promise<StatusAnswer | undefined> {
  if (!isTokenShaped(token)) notFound();
  const outcome = await request(await statusRequestDeps(), token);
  if (outcome === 'not-found') notFound();
  return ANSWER_TO[outcome];
}

/**
 * The withdraw page's button. Only the holder of the status link can ask, and asking twice is asking
 * once. Back on the status page, the candidate reads that it was asked.
 */
export async function withdrawApplication(token: string): Promise<void> {
  await backToStatusPage(token, await requestFor(askToWithdraw, token));
}

/** The same button inside the employer's frame: back to the status page there, in the frame's look. */
export async function withdrawApplicationInFrame(token: string, frame: string): Promise<void> {
  backToFrameStatusPage(token, frame, await requestFor(askToWithdraw, token));
}

/**
 * "Keep my application" after asking to withdraw it, before staff recorded it. Back on the status page
 * the candidate reads where it stands; one stopped before it was sent reads "Withdrawn" there.
 */
export async function keepApplication(token: string): Promise<void> {
  await backToStatusPage(token, await requestFor(takeBackWithdrawal, token));
}

/** The same inside the employer's frame. */
export async function keepApplicationInFrame(token: string, frame: string): Promise<void> {
  backToFrameStatusPage(token, frame, await requestFor(takeBackWithdrawal, token));
}
