'use server';
import { notFound, redirect } from 'next/navigation';
import { embedStatusPath, readFrameQuery } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { statusPagePath } from '../status-link';
import { answeredAt } from './status-answer';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import { chooseUpdateMails } from './update-mails-choice';

/** Stops or starts the mails the link names; an unknown or forged link is a 404 and changes nothing. */
async function choose(token: unknown, wanted: boolean): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  if ((await chooseUpdateMails(await statusRequestDeps(), token, wanted)) === 'not-found') notFound();
}

/** Back to the status page, whose note on these mails answers the button (`?done=mails`). */
const backOnSite = async (token: string) =>
  redirect(answeredAt(localizedPath(await requestLocale(), statusPagePath(token)), 'mails'));
/** Back to the status page inside the employer's frame; its query is read again, so it leads nowhere else. */
const backInFrame = (token: string, frame: string) =>
  redirect(
    answeredAt(embedStatusPath(token, readFrameQuery(typeof frame === 'string' ? frame : '')), 'mails'),
  );

/** The emails page's button: no more mail as the application moves on. Back on the status page. */
export async function stopUpdateMails(token: string): Promise<void> {
  await choose(token, false);
  await backOnSite(token);
}

/** The same page's button once they are stopped: mail again as the application moves on. */
export async function resumeUpdateMails(token: string): Promise<void> {
  await choose(token, true);
  await backOnSite(token);
}

/** The same two buttons inside the employer's frame. */
export async function stopUpdateMailsInFrame(token: string, frame: string): Promise<void> {
  await choose(token, false);
  backInFrame(token, frame);
}

export async function resumeUpdateMailsInFrame(token: string, frame: string): Promise<void> {
  await choose(token, true);
  backInFrame(token, frame);
}
