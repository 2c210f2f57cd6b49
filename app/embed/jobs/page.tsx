import type { Metadata } from 'next';
import { JobsView } from '@/components/postings/jobs-view';
import { embedJobLinks } from '@/lib/careers/job-links';
import { parseJobSearch } from '@/lib/careers/job-search';
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
  const t = await getTranslations('jobs');
  return (
    <>
      <h1>{t('embedTitle', { siteName: getSiteConfig().name })}</h1>
      <JobsView search={search} links={links} />
    </>
  );
}
