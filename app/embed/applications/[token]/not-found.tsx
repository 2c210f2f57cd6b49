import type { Metadata } from 'next';
import { ApplicationNotFound } from '@/components/status/application-not-found';

export const metadata: Metadata = { title: 'Application not found', robots: { index: false } };

export default function StatusLinkNotFound() {
  return <ApplicationNotFound jobsHref="/embed/jobs" />;
}
