'use client';
import { useTranslations } from 'next-intl';

/**
 * What the notice says: the answers came back from an earlier visit, "start over" just cleared them, or
 * the "finish later" link opened no longer holds any.
 */
export type DraftNoticeShown = 'restored' | 'cleared' | 'linkEnded' | null;

/**
 * Says the answers came back from an earlier visit, with the way to start over, and once cleared, the
 * way back (a slip of the pointer must not cost the candidate their answers). The live region is on
 * the page from the first render, so the message is announced when it appears. Its words are not loaded
 * on demand: a "finish later" link opened without JavaScript shows them as the server rendered them,
 * and a part the server suspends on is streamed into a hidden element that only a script reveals.
 */
export function DraftNotice({
  shown,
  onStartOver,
  onUndo,
}: {
  shown: DraftNoticeShown;
  onStartOver: () => void;
  onUndo: () => void;
}) {
  const t = useTranslations('drafts');
  return (
    <div className="draft-notice" role="status">
      {shown && (
        <>
          <p>{t(shown)}</p>
          {shown !== 'linkEnded' && (
            <button
              type="button"
              className="button button-secondary"
              onClick={shown === 'restored' ? onStartOver : onUndo}
            >
              {t(shown === 'restored' ? 'startOver' : 'undo')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
