import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getApplicationStatus, wasPurged } from '@/lib/careers/status/site-status';
import type { JobLinks } from '@/lib/careers/job-links';
import { ApplicationPurged } from './application-purged';
import { ApplicationStatusPanel } from './application-status-panel';

// The token is a bearer secret: never indexed, never sent on to other sites as a referrer.
export async function statusPageMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The status page's and its not-found page's metadata (a link that is not genuine). */
export async function statusNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * An application's status page, on the site and in the embed (the embed layout adds theme and sizing).
 * With `links`, the job's title leads back to its ad (the site's; in a frame the employer's page leads).
 * Its client part needs the `status` namespace: the route's layout gives it (StatusMessages).
 */
export async function StatusView({ token, links }: { token: string; links?: JobLinks }) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  return <ApplicationStatusPanel token={token} initial={status} jobHref={links?.posting(status.postingId)} />;
}
