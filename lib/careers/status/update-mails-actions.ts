'use server';
import { notFound, redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { statusPagePath } from '../status-link';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import { chooseUpdateMails } from './update-mails-choice';

async function choose(token: unknown, wanted: boolean): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  if ((await chooseUpdateMails(await statusRequestDeps(), token, wanted)) === 'not-found') notFound();
  redirect(localizedPath(await requestLocale(), statusPagePath(token)));
}

/** The emails page's button: no more mail as the application moves on. Back on the status page. */
export async function stopUpdateMails(token: string): Promise<void> {
  await choose(token, false);
}

/** The same page's button once they are stopped: mail again as the application moves on. */
export async function resumeUpdateMails(token: string): Promise<void> {
  await choose(token, true);
}
