import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApplicationStatusPanel } from '@/components/status/application-status-panel';
import { getApplicationStatus } from '@/lib/careers/status/site-status';

type Props = { params: Promise<{ token: string }> };

// The token is a bearer secret: never indexed, never sent on to other sites as a referrer.
export const metadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function ApplicationStatusPage({ params }: Props) {
  const { token } = await params;
  const status = await getApplicationStatus(token);
  if (!status) notFound();
  return <ApplicationStatusPanel token={token} initial={status} />;
}
