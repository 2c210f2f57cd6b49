import { useTranslations } from 'next-intl';

/**
 * A contact the site is configured with: an email address becomes a mailto link; anything else is a web
 * page, which `newTab` opens in a new tab (a form half filled in, or a frame, is not left behind).
 */
export function ContactLink({ contact, newTab = false }: { contact: string; newTab?: boolean }) {
  const t = useTranslations('form');
  const isPage = /^https?:\/\//i.test(contact);
  // An address reads left to right inside a right-to-left sentence.
  return isPage && newTab ? (
    <a href={contact} dir="ltr" target="_blank" rel="noopener noreferrer">
      {contact}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  ) : (
    <a href={isPage ? contact : `mailto:${contact}`} dir="ltr">
      {contact}
    </a>
  );
}
