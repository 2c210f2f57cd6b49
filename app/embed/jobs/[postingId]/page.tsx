import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { applyToJob } from '@/app/(site)/jobs/[postingId]/actions';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { ApplySection } from '@/components/postings/apply-section';
import { JobAd } from '@/components/postings/job-ad';
import { BackToJobs, JobHeader } from '@/components/postings/job-header';
import { Notice } from '@/components/postings/notice';
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
        <BackToJobs links={links} />
        <Notice title="We can’t load this job right now" headingLevel={1} tone="warning">
          <p>Our job listings are temporarily unavailable. Please try again in a minute.</p>
        </Notice>
      </>
    );
  }
  const { job } = result;
  if (!job.open) {
    return (
      <>
        <BackToJobs links={links} />
        <Notice title="This job is no longer open" headingLevel={1}>
          <p>
            <strong>{job.title}</strong> ({job.location.text}) is not taking applications any more.
          </p>
          <p>
            <Link href={links.list()}>See all open positions</Link>
          </p>
        </Notice>
      </>
    );
  }
  const lang = job.language === 'en' ? undefined : job.language;
  return (
    <>
      <BackToJobs links={links} />
      <article>
        <JobHeader job={job} lang={lang} />
        <JobAd sections={job.sections} lang={lang} />
        <ApplySection
          postingId={job.id}
          action={applyToJob.bind(null, job.id)}
          hiddenFields={trackingFields(embed.tracking)}
          statusLink={{ prefix: '/embed', query: themeQuery ? `?${themeQuery}` : '' }}
        />
      </article>
    </>
  );
}
