import type { JobSummary } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { BackToJobs } from './job-header';
import { Notice } from './notice';
import { JobsLikeThis } from './jobs-like-this';
import { useLocale, useTranslations } from 'next-intl';
import { formatPlace } from '@/lib/careers/format-place';
import { foreignPart } from '@/lib/i18n/ad-language';

/** A posting page when the platform cannot be reached: a way back instead of a failure. */
export function PostingUnavailable({ links = siteJobLinks }: { links?: JobLinks }) {
  const t = useTranslations('jobs');
  return (
    <>
      <BackToJobs links={links} />
      <Notice title={t('jobUnavailableTitle')} headingLevel={1} tone="warning">
        <p>{t('unavailableText')}</p>
      </Notice>
    </>
  );
}

/**
 * A posting that no longer takes applications: what it was, open ones like it (for a candidate who came
 * by an old link), where all the open ones are, and an alert for the next one like it.
 */
export function PostingClosed({ job, links = siteJobLinks }: { job: JobSummary; links?: JobLinks }) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  return (
    <>
      <BackToJobs links={links} />
      <Notice title={t('closedTitle')} headingLevel={1}>
        <p>
          {t.rich('closedText', {
            title: job.title,
            location: formatPlace(job.location, locale, t),
            // The employer's title keeps its own direction (an English title on an Arabic page), and is read
            // out in its ad's language.
            strong: (chunks) => (
              <strong>
                <bdi {...foreignPart(job.language, locale)}>{chunks}</bdi>
              </strong>
            ),
          })}
        </p>
        <p>
          <a href={links.list()}>{t('seeAllOpen')}</a>
        </p>
      </Notice>
      <JobsLikeThis job={job} links={links} />
    </>
  );
}
