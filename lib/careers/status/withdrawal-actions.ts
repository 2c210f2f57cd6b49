'use server';
import { notFound, redirect } from 'next/navigation';
import { embedStatusPath, readFrameQuery } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { statusPagePath } from '../status-link';
import { statusRequestDeps, isTokenShaped } from './status-request-deps';
import { askToWithdraw } from './withdrawal';

/** Asks for the withdrawal the link names; an unknown or forged link is a 404 and asks nothing. */
async function withdraw(token: unknown): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  const outcome = await askToWithdraw(await statusRequestDeps(), token);
  if (outcome === 'not-found') notFound();
}

/**
 * The withdraw page's button. Only the holder of the status link can ask, and asking twice is asking
 * once. Back on the status page, the candidate reads that it was asked.
 */
export async function withdrawApplication(token: string): Promise<void> {
  await withdraw(token);
  redirect(localizedPath(await requestLocale(), statusPagePath(token)));
}

/**
 * The same button inside the employer's frame: back to the status page there, in the frame's look. The
 * frame's query is read again, so a post can lead nowhere but to that page.
 */
export async function withdrawApplicationInFrame(token: string, frame: string): Promise<void> {
  await withdraw(token);
  redirect(embedStatusPath(token, readFrameQuery(typeof frame === 'string' ? frame : '')));
}
