'use client';
import { lazy, Suspense } from 'react';

// Only a page with a draft shows the message: its code loads then, not with every posting page.
const RestoredDraftMessage = lazy(() =>
  import('./restored-draft-message').then(({ RestoredDraftMessage }) => ({ default: RestoredDraftMessage })),
);

/**
 * Says the answers came back from an earlier visit, with the way to start over. The live region is on
 * the page from the first render, so the message is announced when it appears.
 */
export function DraftNotice({ shown, onStartOver }: { shown: boolean; onStartOver: () => void }) {
  return (
    <div className="draft-notice" role="status">
      {shown && (
        <Suspense fallback={null}>
          <RestoredDraftMessage onStartOver={onStartOver} />
        </Suspense>
      )}
    </div>
  );
}
