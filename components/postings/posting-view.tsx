import { notFound } from 'next/navigation';
import type { ComponentProps } from 'react';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import type { JobResult } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { applyToJob } from '@/lib/careers/apply-to-job';
import { foreignPart } from '@/lib/i18n/ad-language';
import { ApplySection } from './apply-section';
import { JobAd } from './job-ad';
import { JobVideos } from './job-videos';
import { OtherAdLanguages } from './other-ad-languages';
import { BackToJobs, JobHeader } from './job-header';
import { PostingClosed, PostingUnavailable } from './posting-notices';
import { ReferSomeone } from './refer-someone';
import { ShareJob } from './share-job';
import { SimilarJobs } from './similar-jobs';
import { useLocale, useTranslations } from 'next-intl';
import styles from './posting.module.css';

type Props = {
  result: JobResult;
  links?: JobLinks;
  /** What the embed adds to the form: its campaign tracking and where the status link points. */
  apply?: Pick<
    ComponentProps<typeof ApplySection>,
    'hiddenFields' | 'statusLink' | 'restored' | 'linkEnded' | 'notSent'
  >;
  /** Inside an employer's frame: tells the host page when the job cannot be shown. */
  embedded?: boolean;
  /**
   * The posting's own address, to pass on ("Share this job"), and the site's name for a posting that
   * names no company. The embed has none: in a frame, the address to share is the employer's page.
   */
  share?: { url: string; siteName: string };
};

/** A posting page's body, on the site and in the embed: the ad and its form, or why they are missing. */
export function PostingView({ result, links = siteJobLinks, apply, embedded = false, share }: Props) {
  const locale = useLocale();
  const t = useTranslations('jobs');
  if (result.status === 'not_found') notFound();
  if (result.status === 'unavailable')
    return (
      <>
        {embedded && <EmbedErrorSignal reason="unavailable" />}
        <PostingUnavailable links={links} />
      </>
    );
  const { job } = result;
  if (!job.open) return <PostingClosed job={job} links={links} />;
  // An ad in another language than the page's says so, and is marked up in its own for screen readers.
  const part = foreignPart(job.language, locale);
  const languageName =
    part?.lang && new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(part.lang);
  return (
    <>
      <BackToJobs links={links} />
      <article>
        {languageName && <p className={styles.adLanguage}>{t('adLanguage', { language: languageName })}</p>}
        <OtherAdLanguages job={job} links={links} />
        <JobHeader job={job} part={part} links={links} />
        <JobAd sections={job.sections} part={part} embedded={embedded} />
        {job.videos && <JobVideos urls={job.videos} />}
        {share && (
          <p className="print-only">
            {t('applyOnlineAt')}{' '}
            <a href={share.url} dir="ltr">
              {share.url}
            </a>
          </p>
        )}
        <div className="screen-only">
          {share && (
            <ShareJob url={share.url} title={job.title} company={job.companyName ?? share.siteName} />
          )}
          {job.referralUrl && <ReferSomeone url={job.referralUrl} />}
          <ApplySection
            postingId={job.id}
            applyUrl={job.applyUrl}
            action={applyToJob.bind(null, job.id)}
            {...apply}
          />
        </div>
      </article>
      {/* In a frame, what surrounds the job is the employer's page to choose. */}
      {!embedded && (
        <div className="screen-only">
          <SimilarJobs job={job} links={links} />
        </div>
      )}
    </>
  );
}
