import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { otherAdVersions } from '@/lib/careers/ad-versions';
import type { JobSummary } from '@/lib/careers/job';
import type { JobLinks } from '@/lib/careers/job-links';
import { listOpenJobs } from '@/lib/careers/jobs';
import { textDirectionOf } from '@/lib/i18n/ad-language';
import { languageName } from '@/lib/i18n/language-name';
import styles from './posting.module.css';

/**
 * The same job's ads in other languages (the job list's cache; nothing when it has none), each link
 * named in its own language ("Deutsch": the name its readers look for) and marked up in it for screen readers.
 * On the site the link also turns the page to that language when the site is written in it.
 */
export async function OtherAdLanguages({ job, links }: { job: JobSummary; links: JobLinks }) {
  const open = await listOpenJobs();
  const others = open.status === 'ok' ? otherAdVersions(job, open.jobs) : [];
  if (others.length === 0) return null;
  const t = await getTranslations('jobs');
  return (
    <p className={styles.adLanguage}>
      {t('alsoAdvertisedIn')}{' '}
      {others.map(({ id, language = '' }, index) => (
        <Fragment key={id}>
          {index > 0 && ', '}
          <a
            href={links.postingInItsLanguage(id, language)}
            lang={language}
            hrefLang={language}
            dir={textDirectionOf(language)}
          >
            {languageName(language, language)}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
