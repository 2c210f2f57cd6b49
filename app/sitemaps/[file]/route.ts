import { listOpenJobs } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';
import { sitemapFileResponse } from '@/lib/careers/sitemap-responses';

export const dynamic = 'force-dynamic';

/** One sitemap file, `/sitemaps/1.xml`…: its share of the open jobs in every language. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse((await params).file, { listOpenJobs, siteUrl: getSiteConfig().url });
}
