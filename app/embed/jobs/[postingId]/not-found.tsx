import type { Metadata } from 'next';
import Link from 'next/link';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';

export const metadata: Metadata = { title: 'Job not found', robots: { index: false } };

export default function EmbedPostingNotFound() {
  return (
    <Notice title="We couldn’t find this job" headingLevel={1}>
      <EmbedErrorSignal reason="not_found" />
      <p>The link may be mistyped, or the job may have been removed.</p>
      <p>
        <Link href="/embed/jobs">See all open positions</Link>
      </p>
    </Notice>
  );
}
