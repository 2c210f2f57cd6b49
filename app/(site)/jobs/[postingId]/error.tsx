'use client';

import Link from 'next/link';
import { Notice } from '@/components/postings/notice';

/** Anything unexpected while showing a job: a way forward instead of a blank page. */
export default function PostingError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Notice title="Something went wrong" headingLevel={1} tone="warning">
      <p>We couldn’t show this job. Please try again.</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
      </p>
      <p>
        <Link href="/">See all open positions</Link>
      </p>
    </Notice>
  );
}
