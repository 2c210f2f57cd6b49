/** A contact the site is configured with: an email address becomes a mailto link; anything else is a web page. */
export function ContactLink({ contact }: { contact: string }) {
  const isPage = /^https?:\/\//i.test(contact);
  // An address reads left to right inside a right-to-left sentence.
  return (
    <a href={isPage ? contact : `mailto:${contact}`} dir="ltr">
      {contact}
    </a>
  );
}
