'use client';
import { useTranslations } from 'next-intl';

/**
 * Says the answers came back from an earlier visit, with the way to start over. The live region is on
 * the page from the first render, so the message is announced when it appears. Its words are not loaded
 * on demand: a "finish later" link opened without JavaScript shows them as the server rendered them,
 * and a part the server suspends on is streamed into a hidden element that only a script reveals.
 */
export function DraftNotice({ shown, onStartOver }: { shown: boolean; onStartOver: () => void }) {
  const t = useTranslations('drafts');
  return (
    <div className="draft-notice" role="status">
      {shown && (
        <>
          <p>{t('restored')}</p>
          <button type="button" className="button" onClick={onStartOver}>
            {t('startOver')}
          </button>
        </>
      )}
    </div>
  );
}
