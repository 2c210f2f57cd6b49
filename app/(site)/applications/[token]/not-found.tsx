import type { Metadata } from 'next';
import Link from 'next/link';
import { Notice } from '@/components/postings/notice';

export const metadata: Metadata = { title: 'Application not found', robots: { index: false } };

export default function ApplicationNotFound() {
  return (
    <Notice title="We couldn’t find this application" headingLevel={1}>
      <p>Please use the full link from your confirmation email; a shortened or altered link does not work.</p>
      <p>
        <Link href="/">See all open positions</Link>
      </p>
    </Notice>
  );
}
