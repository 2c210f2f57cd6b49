import { useLocale, useTranslations } from 'next-intl';
import type { JobAdSection } from '@/lib/careers/job';
import { adLinksInNewTab } from '@/lib/careers/sanitize';
import type { ForeignPart } from '@/lib/i18n/ad-language';
import styles from './posting.module.css';

type Props = {
  sections: JobAdSection[];
  part?: ForeignPart;
  /** In the employer's frame: the ad's links open in a new tab. */
  embedded?: boolean;
};

/** The ad's sections; their HTML was sanitised when the posting was loaded (lib/careers/sanitize.ts). */
export function JobAd({ sections, part, embedded = false }: Props) {
  const t = useTranslations('form');
  // The hint is in the page's language, within an ad that may be in another.
  const locale = useLocale();
  const hintLang = part ? locale : undefined;
  return (
    <div className={styles.ad} {...part}>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`ad-${section.key}`} className={styles.section}>
          <h2 id={`ad-${section.key}`}>{section.title}</h2>
          <div
            className="prose"
            data-ad-section={section.key}
            dangerouslySetInnerHTML={{
              __html: embedded ? adLinksInNewTab(section.html, t('opensInNewTab'), hintLang) : section.html,
            }}
          />
        </section>
      ))}
    </div>
  );
}
