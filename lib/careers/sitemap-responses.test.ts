import { describe, expect, it, vi } from 'vitest';
import type { JobSummary, OpenJobsResult } from './job';
import { JOBS_PER_SITEMAP } from './sitemap-files';
import { sitemapFileResponse, sitemapIndexResponse, type SitemapSources } from './sitemap-responses';

const job = (n: number): JobSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Job ${n}`,
  location: { remote: false, hybrid: false, text: '' },
  open: true,
});
const jobs = (count: number) => Array.from({ length: count }, (_, i) => job(i + 1));
const SITE = 'https://careers.example';

const sources = (result: OpenJobsResult): SitemapSources => ({
  listOpenJobs: vi.fn(async () => result),
  siteUrl: `${SITE}/`,
});
const open = (count: number) => sources({ status: 'ok', jobs: jobs(count) });
const down = () => sources({ status: 'unavailable' });
const locations = async (response: Response) =>
  [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap index', () => {
  it('lists one file for a small site, and one more per JOBS_PER_SITEMAP open jobs', async () => {
    const small = await sitemapIndexResponse(open(26));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await locations(small)).toEqual([`${SITE}/sitemaps/1.xml`]);
    expect(await locations(await sitemapIndexResponse(open(JOBS_PER_SITEMAP + 1)))).toEqual([
      `${SITE}/sitemaps/1.xml`,
      `${SITE}/sitemaps/2.xml`,
    ]);
  });

  it('answers 503 with a time to come back while the platform cannot list the jobs', async () => {
    const response = await sitemapIndexResponse(down());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });
});

describe('a sitemap file', () => {
  it('serves each file the index lists, and 404 past the last', async () => {
    const from = open(JOBS_PER_SITEMAP + 1);
    const first = await sitemapFileResponse('1.xml', from);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    // Its jobs and the list, each in six languages.
    expect(await locations(first)).toHaveLength(6 * JOBS_PER_SITEMAP + 6);
    // The one job left over, in six languages, and not the list.
    const second = await locations(await sitemapFileResponse('2.xml', from));
    expect(second).toHaveLength(6);
    for (const loc of second) expect(loc).toMatch(new RegExp(`/jobs/${job(JOBS_PER_SITEMAP + 1).id}$`));
    expect((await sitemapFileResponse('3.xml', from)).status).toBe(404);
    // No jobs at all: the first file still lists the job list in every language.
    expect(await locations(await sitemapFileResponse('1.xml', open(0)))).toHaveLength(6);
  });

  it('answers 404 to a name that is not a file’s, without loading the jobs', async () => {
    const from = open(1);
    for (const name of ['0.xml', '01.xml', '-1.xml', '1', '1.xml.gz', '1.json', 'x.xml', '1234567.xml'])
      expect((await sitemapFileResponse(name, from)).status).toBe(404);
    expect(from.listOpenJobs).not.toHaveBeenCalled();
  });

  it('answers 503 with a time to come back while the platform cannot list the jobs', async () => {
    const response = await sitemapFileResponse('1.xml', down());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
  });
});
