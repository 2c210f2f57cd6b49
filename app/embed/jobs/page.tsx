import type { Metadata } from 'next';
import { AlertSignup } from '@/components/alerts/alert-signup';
import { JobResults } from '@/components/postings/job-results';
import { JobSearchForm } from '@/components/postings/job-search-form';
import { embedJobLinks } from '@/lib/careers/job-links';
import { subscribeToJobAlert } from '@/lib/careers/alerts/alert-actions';
import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { alertSearchOf } from '@/lib/careers/alerts/alert-search';
import { hasFilters, parseJobSearch } from '@/lib/careers/job-search';
import { getSiteConfig } from '@/lib/careers/site';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { embedQuery, parseEmbedParams } from '@/lib/embed/embed-params';
import { getTranslations } from 'next-intl/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('embedTitle', { siteName: getSiteConfig().name }) };
}

/** The job list inside an employer's page; its links and searches stay in the embed. */
export default async function EmbedJobsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const search = parseJobSearch(raw);
  const links = embedJobLinks(embedQuery(parseEmbedParams(raw, getEmbedAllowedOrigins())));
  const [result, facets, t] = await Promise.all([listJobs(search), getJobFacets(), getTranslations('jobs')]);
  const filtered = hasFilters(search);
  return (
    <>
      <h1>{t('embedTitle', { siteName: getSiteConfig().name })}</h1>
      <JobSearchForm
        search={search}
        facets={facets.status === 'ok' ? facets.facets : undefined}
        filtered={filtered}
        links={links}
      />
      <JobResults result={result} search={search} filtered={filtered} links={links} />
      {result.status === 'ok' ? (
        <AlertSignup search={alertSearchOf(search)} action={subscribeToJobAlert} />
      ) : null}
    </>
  );
}
