import type { Metadata } from 'next';
import { JobResults } from '@/components/postings/job-results';
import { JobSearchForm } from '@/components/postings/job-search-form';
import { embedJobLinks } from '@/lib/careers/job-links';
import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { hasFilters, parseJobSearch } from '@/lib/careers/job-search';
import { getSiteConfig } from '@/lib/careers/site';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { embedQuery, parseEmbedParams } from '@/lib/embed/embed-params';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Metadata {
  return { title: `Open positions at ${getSiteConfig().name}` };
}

/** The job list inside an employer's page; its links and searches stay in the embed. */
export default async function EmbedJobsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const search = parseJobSearch(raw);
  const links = embedJobLinks(embedQuery(parseEmbedParams(raw, getEmbedAllowedOrigins())));
  const [result, facets] = await Promise.all([listJobs(search), getJobFacets()]);
  const filtered = hasFilters(search);
  return (
    <>
      <h1>Open positions at {getSiteConfig().name}</h1>
      <JobSearchForm
        search={search}
        facets={facets.status === 'ok' ? facets.facets : undefined}
        filtered={filtered}
        links={links}
      />
      <JobResults result={result} search={search} filtered={filtered} links={links} />
    </>
  );
}
