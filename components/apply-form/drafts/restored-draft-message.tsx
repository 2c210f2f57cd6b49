'use client';
import { useTranslations } from 'next-intl';

/** The words inside the draft notice (draft-notice.tsx): what came back, and the way to start over. */
export function RestoredDraftMessage({ onStartOver }: { onStartOver: () => void }) {
  const t = useTranslations('drafts');
  return (
    <>
      <p>{t('restored')}</p>
      <button type="button" className="button" onClick={onStartOver}>
        {t('startOver')}
      </button>
    </>
  );
}
