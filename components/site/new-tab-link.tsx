import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/** A link that opens in a new tab and says so to screen readers, in the page's language. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations('form');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
