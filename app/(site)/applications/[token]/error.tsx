'use client';

import { Notice } from '@/components/postings/notice';

/** The site database or platform failed while showing a status: the application itself is safe. */
export default function ApplicationStatusError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Notice title="We can’t show your application’s status right now" headingLevel={1} tone="warning">
      <p>Your application is safe with us. Please try again in a minute.</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
      </p>
    </Notice>
  );
}
