'use server';
import { notFound } from 'next/navigation';
import { backToFrameStatusPage, backToStatusPage } from './back-to-status-page';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import { chooseUpdateMails } from './update-mails-choice';

/** Stops or starts the mails the link names; an unknown or forged link is a 404 and changes nothing. */
async function choose(token: unknown, wanted: boolean): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  if ((await chooseUpdateMails(await statusRequestDeps(), token, wanted)) === 'not-found') notFound();
}

/** The emails page's button: no more mail as the application moves on. Back on the status page. */
export async function stopUpdateMails(token: string): Promise<void> {
  await choose(token, false);
  await backToStatusPage(token, 'mails');
}

/** The same page's button once they are stopped: mail again as the application moves on. */
export async function resumeUpdateMails(token: string): Promise<void> {
  await choose(token, true);
  await backToStatusPage(token, 'mails');
}

/** The same two buttons inside the employer's frame. */
export async function stopUpdateMailsInFrame(token: string, frame: string): Promise<void> {
  await choose(token, false);
  backToFrameStatusPage(token, frame, 'mails');
}

export async function resumeUpdateMailsInFrame(token: string, frame: string): Promise<void> {
  await choose(token, true);
  backToFrameStatusPage(token, frame, 'mails');
}
