'use client';

import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';

/** Anything unexpected inside the employer's page: a way forward, and careers:error for the host. */
export default function EmbedPostingError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Notice title="Something went wrong" headingLevel={1} tone="warning">
      <EmbedErrorSignal reason="error" />
      <p>We couldn’t show this job. Please try again.</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
      </p>
    </Notice>
  );
}
