import type { Metadata } from 'next';
import { JobResults } from '@/components/postings/job-results';
import { JobSearchForm } from '@/components/postings/job-search-form';
import styles from '@/components/postings/jobs-page.module.css';
import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { hasFilters, parseJobSearch } from '@/lib/careers/job-search';
import { getSiteConfig } from '@/lib/careers/site';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const site = getSiteConfig();
  const search = parseJobSearch(await searchParams);
  const title = `Careers at ${site.name}`;
  const description = `Find your next role at ${site.name}: browse open positions by place and team, and apply online.`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: '/' },
    // Every filter combination is reachable; only the plain list should be in search results.
    ...(hasFilters(search) || search.page > 1 ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: 'website', url: '/', title, description, siteName: title },
  };
}

export default async function JobsPage({ searchParams }: Props) {
  const site = getSiteConfig();
  const search = parseJobSearch(await searchParams);
  const [result, facets] = await Promise.all([listJobs(search), getJobFacets()]);
  const filtered = hasFilters(search);
  return (
    <>
      <div className={styles.intro}>
        <h1>Careers at {site.name}</h1>
        <p className={styles.lead}>
          Find a role that fits you, read what the team does, and apply online in a few minutes.
        </p>
      </div>
      <JobSearchForm
        search={search}
        facets={facets.status === 'ok' ? facets.facets : undefined}
        filtered={filtered}
      />
      <JobResults result={result} search={search} filtered={filtered} />
    </>
  );
}
