import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getApplicationStatus, wasPurged } from '@/lib/careers/status/site-status';
import { ApplicationPurged } from './application-purged';
import { ApplicationStatusPanel } from './application-status-panel';

// The token is a bearer secret: never indexed, never sent on to other sites as a referrer.
export const statusPageMetadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** An application's status page, on the site and in the embed (the embed layout adds theme and sizing). */
export async function StatusView({ token }: { token: string }) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  return <ApplicationStatusPanel token={token} initial={status} />;
}
