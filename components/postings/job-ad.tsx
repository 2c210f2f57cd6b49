import type { JobAdSection } from '@/lib/careers/job';
import type { ForeignPart } from '@/lib/i18n/ad-language';
import styles from './posting.module.css';

/** The ad's sections; their HTML was sanitised when the posting was loaded (lib/careers/sanitize.ts). */
export function JobAd({ sections, part }: { sections: JobAdSection[]; part?: ForeignPart }) {
  return (
    <div className={styles.ad} {...part}>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`ad-${section.key}`} className={styles.section}>
          <h2 id={`ad-${section.key}`}>{section.title}</h2>
          <div
            className="prose"
            data-ad-section={section.key}
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        </section>
      ))}
    </div>
  );
}
