import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApplicationStatusPanel } from '@/components/status/application-status-panel';
import { getApplicationStatus } from '@/lib/careers/status/site-status';

type Props = { params: Promise<{ token: string }> };

// As on the site: a bearer link, never indexed or passed on as a referrer.
export const metadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The status page inside the employer's frame (the theme and sizing come from the embed layout). */
export default async function EmbedApplicationStatusPage({ params }: Props) {
  const { token } = await params;
  const status = await getApplicationStatus(token);
  if (!status) notFound();
  return <ApplicationStatusPanel token={token} initial={status} />;
}
