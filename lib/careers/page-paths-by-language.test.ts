import { describe, expect, it, vi } from 'vitest';
import type { JobDetail, JobSummary } from './job';
import { pagePathsByLanguage, type PagePathLoaders } from './page-paths-by-language';

const DE = '11111111-1111-4111-8111-111111111111';
const EN = '22222222-2222-4222-8222-222222222222';
const ALONE = '33333333-3333-4333-8333-333333333333';

const summary = (id: string, overrides: Partial<JobSummary>): JobSummary => ({
  id,
  title: id,
  open: true,
  location: { remote: false, hybrid: false, text: 'Hamburg' },
  ...overrides,
});
// One job's two ads (its English one the default), and a job with one ad.
const open = [
  summary(DE, { refNumber: 'R-1', language: 'de' }),
  summary(EN, { refNumber: 'R-1', language: 'en', defaultAd: true }),
  summary(ALONE, { refNumber: 'R-2', language: 'en' }),
];

function loaders(overrides: Partial<PagePathLoaders> = {}): PagePathLoaders {
  return {
    getJob: vi.fn(async (id: string) => {
      const found = open.find((job) => job.id === id);
      return found
        ? { status: 'ok' as const, job: { ...found, sections: [] } as unknown as JobDetail }
        : { status: 'not_found' as const };
    }),
    listOpenJobs: vi.fn(async () => ({ status: 'ok' as const, jobs: open })),
    ...overrides,
  };
}

describe('pagePathsByLanguage', () => {
  it('leads each language of a job advertised in several to its ad in that language, keeping the query', async () => {
    const pathIn = await pagePathsByLanguage(`/jobs/${EN}?utm_source=mail`, loaders());
    expect(pathIn('de')).toBe(`/jobs/${DE}?utm_source=mail`);
    expect(pathIn('en')).toBe(`/jobs/${EN}?utm_source=mail`);
    // No ad in Polish: the default ad, as the list shows it.
    expect(pathIn('pl')).toBe(`/jobs/${EN}?utm_source=mail`);
  });

  it('leaves a job with one ad, and any other page, as it is, loading nothing for the others', async () => {
    expect((await pagePathsByLanguage(`/jobs/${ALONE}`, loaders()))('de')).toBe(`/jobs/${ALONE}`);
    const untouched = loaders();
    expect((await pagePathsByLanguage('/?q=robot', untouched))('fr')).toBe('/?q=robot');
    expect((await pagePathsByLanguage(`/jobs/${EN}/deadline.ics`, untouched))('fr')).toBe(
      `/jobs/${EN}/deadline.ics`,
    );
    expect(untouched.getJob).not.toHaveBeenCalled();
  });

  it('keeps a "finish later" link on its own posting, which alone opens it, loading nothing', async () => {
    const untouched = loaders();
    const pathIn = await pagePathsByLanguage(`/jobs/${EN}?draft=abc.def`, untouched);
    expect(pathIn('de')).toBe(`/jobs/${EN}?draft=abc.def`);
    expect(untouched.getJob).not.toHaveBeenCalled();
  });

  it('leaves the path as it is when the platform cannot say which ads the job has', async () => {
    const down = loaders({ listOpenJobs: async () => ({ status: 'unavailable' }) });
    expect((await pagePathsByLanguage(`/jobs/${EN}`, down))('de')).toBe(`/jobs/${EN}`);
    const unknown = loaders({ getJob: async () => ({ status: 'not_found' }) });
    expect((await pagePathsByLanguage(`/jobs/${EN}`, unknown))('de')).toBe(`/jobs/${EN}`);
  });
});
