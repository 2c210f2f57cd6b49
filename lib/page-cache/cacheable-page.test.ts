import { describe, expect, it } from 'vitest';
import { cachedPageRoute, campaignQuery } from './cacheable-page';

const served = (
  pathname: string,
  extra: Partial<{ method: string; search: string; headers: Headers }> = {},
) => cachedPageRoute({ method: 'GET', pathname, search: '', headers: new Headers(), ...extra });
const visit = (...args: Parameters<typeof served>) => served(...args)?.route ?? null;

describe('which requests the page cache answers', () => {
  it('a plain visit to the job list or a posting page', () => {
    expect(visit('/')).toBe('/page-cache/list');
    expect(visit('/jobs/11c5eca1-59c1-4deb-addb-ecf1de4548a6')).toBe(
      '/page-cache/jobs/11c5eca1-59c1-4deb-addb-ecf1de4548a6',
    );
    expect(visit('/jobs/abc', { method: 'HEAD' })).toBe('/page-cache/jobs/abc');
    expect(served('/jobs/abc', { search: '?fbclid=IwAR0abc' })?.query).toBe('');
  });

  it('a visit that carries only the click identifiers platforms append to shared links', () => {
    expect(visit('/jobs/abc', { search: '?fbclid=IwAR0abc' })).toBe('/page-cache/jobs/abc');
    expect(visit('/', { search: '?gclid=Cj0K&msclkid=9f' })).toBe('/page-cache/list');
  });

  it('a visit with a campaign, from the copy kept for that campaign', () => {
    expect(served('/jobs/abc', { search: '?fbclid=IwAR0abc&utm_source=facebook' })).toEqual({
      route: '/page-cache/jobs/abc',
      query: '?utm_source=facebook',
    });
    expect(served('/', { search: '?source=partner&utm_campaign=spring+2027' })).toEqual({
      route: '/page-cache/list',
      query: '?source=partner&utm_campaign=spring+2027',
    });
  });

  it('a campaign is kept under what the page reads of it: one copy for the ways of writing it', () => {
    expect(campaignQuery('?utm_source=%20news%20&utm_source=other&gclid=1')).toBe('?utm_source=news');
    expect(campaignQuery('?utm_source=&fbclid=1')).toBe('');
    expect(campaignQuery(`?utm_content=${'x'.repeat(600)}`)).toBe(`?utm_content=${'x'.repeat(500)}`);
    expect(campaignQuery('?utm_medium=a%26b%3Dc')).toBe('?utm_medium=a%26b%3Dc');
  });

  it('never a form post, a query, or the router asking for its payload', () => {
    expect(visit('/jobs/abc', { method: 'POST' })).toBeNull();
    expect(visit('/jobs/abc', { search: '?utm_source=x&debug=1' })).toBeNull();
    expect(visit('/jobs/abc', { search: '?_rsc=1a2b' })).toBeNull();
    expect(visit('/jobs/abc', { headers: new Headers({ rsc: '1' }) })).toBeNull();
    expect(visit('/jobs/abc', { headers: new Headers({ 'next-router-prefetch': '1' }) })).toBeNull();
  });

  it('no other page, and no odd posting path', () => {
    expect(visit('/', { search: '?country=DE' })).toBeNull();
    for (const path of ['/jobs', '/jobs/', '/jobs/a/b', '/embed/jobs/abc', '/jobs/a%2Fb', '/jobs/..'])
      expect(visit(path)).toBeNull();
  });
});
