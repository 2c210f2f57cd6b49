import { describe, expect, it } from 'vitest';
import { fromAnotherSite, refusedFromAnotherSite } from './from-another-site';

const request = (site?: string) =>
  new Request('https://jobs.example/admin/applications/export', {
    headers: site ? { 'sec-fetch-site': site } : {},
  });

describe('a console export started by another site', () => {
  it('is told from the console’s own links, typed addresses and bookmarks', () => {
    expect(fromAnotherSite(request('cross-site'))).toBe(true);
    // Another site under the same registrable domain is still another site.
    expect(fromAnotherSite(request('same-site'))).toBe(true);
    expect(fromAnotherSite(request('same-origin'))).toBe(false);
    expect(fromAnotherSite(request('none'))).toBe(false);
    expect(fromAnotherSite(request())).toBe(false);
  });

  it('is refused with words, not cached', async () => {
    const answer = refusedFromAnotherSite();
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toMatch(/Export link/);
  });
});
