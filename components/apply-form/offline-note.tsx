'use client';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says so while the browser is offline, before the candidate presses "Submit": they may go on filling
 * in the form, and send it once they are back. A live region that is always there (empty while
 * online), so its words are announced as they appear.
 */
export function OfflineNote() {
  const t = useTranslations('form');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <p className="apply-offline" role="status">
      {online ? '' : t('offline')}
    </p>
  );
}
