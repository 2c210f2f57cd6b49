import { NewTabLink } from './new-tab-link';

/**
 * A contact the site is configured with: an email address becomes a mailto link; anything else is a web
 * page, which `newTab` opens in a new tab (a form half filled in, or a frame, is not left behind).
 * An address reads left to right inside a right-to-left sentence.
 */
export function ContactLink({ contact, newTab = false }: { contact: string; newTab?: boolean }) {
  const isPage = /^https?:\/\//i.test(contact);
  return isPage && newTab ? (
    <NewTabLink href={contact}>
      <span dir="ltr">{contact}</span>
    </NewTabLink>
  ) : (
    <a href={isPage ? contact : `mailto:${contact}`} dir="ltr">
      {contact}
    </a>
  );
}
