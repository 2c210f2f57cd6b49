import { useLocale, useTranslations } from 'next-intl';
import { NewTabLink } from '@/components/site/new-tab-link';
import { isolatedText } from '@/lib/i18n/isolated-text';
import { CopyLink } from './copy-link';
import styles from './posting.module.css';

/** Where a job is passed on: mail, and the two networks candidates most often send jobs through. */
export function shareLinks(url: string, subject: string, text: string) {
  const query = (pairs: Record<string, string>) =>
    new URLSearchParams(pairs).toString().replaceAll('+', '%20');
  return {
    email: `mailto:?${query({ subject, body: text })}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
    whatsApp: `https://wa.me/?${query({ text })}`,
  };
}

/**
 * "Share this job": plain links, so no network's script runs on the page and nothing is sent anywhere
 * until the candidate chooses; the address shared is the posting's own, without the visit's campaign.
 */
export function ShareJob({ url, title, company }: { url: string; title: string; company: string }) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  // Plain text wherever it is shared: the names are isolated from a right-to-left sentence around them.
  const names = { title: isolatedText(locale, title), company: isolatedText(locale, company) };
  const links = shareLinks(url, t('shareSubject', names), t('shareText', { ...names, url }));
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading">{t('shareHeading')}</h2>
      <ul className="link-row">
        <li>
          <a href={links.email}>{t('shareByEmail')}</a>
        </li>
        <li>
          <NewTabLink href={links.linkedIn}>LinkedIn</NewTabLink>
        </li>
        <li>
          <NewTabLink href={links.whatsApp}>WhatsApp</NewTabLink>
        </li>
        <CopyLink
          url={url}
          words={{ copy: t('copyLink'), copied: t('linkCopied'), failed: t('copyFailed') }}
        />
      </ul>
    </section>
  );
}
