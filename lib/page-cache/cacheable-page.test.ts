import { describe, expect, it } from 'vitest';
import { cachedPageRoute } from './cacheable-page';

const visit = (pathname: string, extra: Partial<{ method: string; search: string; headers: Headers }> = {}) =>
  cachedPageRoute({ method: 'GET', pathname, search: '', headers: new Headers(), ...extra });

describe('which requests the page cache answers', () => {
  it('a plain visit to the job list or a posting page', () => {
    expect(visit('/')).toBe('/page-cache/list');
    expect(visit('/jobs/11c5eca1-59c1-4deb-addb-ecf1de4548a6')).toBe(
      '/page-cache/jobs/11c5eca1-59c1-4deb-addb-ecf1de4548a6',
    );
    expect(visit('/jobs/abc', { method: 'HEAD' })).toBe('/page-cache/jobs/abc');
  });

  it('a visit that carries only the click identifiers platforms append to shared links', () => {
    expect(visit('/jobs/abc', { search: '?fbclid=IwAR0abc' })).toBe('/page-cache/jobs/abc');
    expect(visit('/', { search: '?gclid=Cj0K&msclkid=9f' })).toBe('/page-cache/list');
    expect(visit('/jobs/abc', { search: '?fbclid=IwAR0abc&utm_source=facebook' })).toBeNull();
  });

  it('never a form post, a query, or the router asking for its payload', () => {
    expect(visit('/jobs/abc', { method: 'POST' })).toBeNull();
    expect(visit('/jobs/abc', { search: '?utm_source=x' })).toBeNull();
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
