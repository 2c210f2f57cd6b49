import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applyToJob } from '@/app/(site)/jobs/[postingId]/actions';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { ApplySection } from '@/components/postings/apply-section';
import { JobAd } from '@/components/postings/job-ad';
import { BackToJobs, JobHeader } from '@/components/postings/job-header';
import { PostingClosed, PostingUnavailable } from '@/components/postings/posting-notices';
import { embedJobLinks } from '@/lib/careers/job-links';
import { getJob } from '@/lib/careers/jobs';
import { trackingFields } from '@/lib/careers/source-details';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { embedQuery, parseEmbedParams } from '@/lib/embed/embed-params';

type Props = {
  params: Promise<{ postingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await getJob((await params).postingId);
  return { title: result.status === 'ok' ? result.job.title : 'Job' };
}

/** A posting and its application form inside an employer's page; the campaign tracking goes with the form. */
export default async function EmbedPostingPage({ params, searchParams }: Props) {
  const [{ postingId }, raw] = await Promise.all([params, searchParams]);
  const embed = parseEmbedParams(raw, getEmbedAllowedOrigins());
  const links = embedJobLinks(embedQuery(embed));
  // The status page keeps the theme and the host (for sizing), not the campaign tracking.
  const themeQuery = new URLSearchParams(
    embedQuery(embed).filter(([name]) => !name.startsWith('utm_') && name !== 'source'),
  ).toString();
  const result = await getJob(postingId);
  if (result.status === 'not_found') notFound();
  if (result.status === 'unavailable') {
    return (
      <>
        <EmbedErrorSignal reason="unavailable" />
        <PostingUnavailable links={links} />
      </>
    );
  }
  const { job } = result;
  if (!job.open) return <PostingClosed job={job} links={links} />;
  const lang = job.language === 'en' ? undefined : job.language;
  return (
    <>
      <BackToJobs links={links} />
      <article>
        <JobHeader job={job} lang={lang} />
        <JobAd sections={job.sections} lang={lang} />
        <ApplySection
          postingId={job.id}
          applyUrl={job.applyUrl}
          action={applyToJob.bind(null, job.id)}
          hiddenFields={trackingFields(embed.tracking)}
          statusLink={{ prefix: '/embed', query: themeQuery ? `?${themeQuery}` : '' }}
        />
      </article>
    </>
  );
}
