import { describe, expect, it } from 'vitest';
import { filterQuery, parseApplicationFilter, picksCampaign } from './application-filter';

describe('parseApplicationFilter', () => {
  it('reads state, search and page', () => {
    expect(parseApplicationFilter({ state: 'refused', q: '  ada@example.com ', page: '3' })).toEqual({
      state: 'refused',
      q: 'ada@example.com',
      page: 3,
    });
    expect(parseApplicationFilter({ state: 'stuck' }).state).toBe('stuck');
    expect(parseApplicationFilter({ state: 'withdrawal' }).state).toBe('withdrawal');
  });

  it('falls back instead of failing on bad input', () => {
    expect(parseApplicationFilter({ state: 'nonsense', q: '   ', page: '-4' })).toEqual({
      state: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseApplicationFilter({ page: 'abc', q: 'x'.repeat(500) })).toEqual({
      state: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseApplicationFilter({ state: ['delivered', 'refused'] }).state).toBe('delivered');
  });

  it('writes a filter back as a query string', () => {
    expect(filterQuery({ state: 'refused', q: 'a b', page: 2 })).toBe('?state=refused&q=a+b&page=2');
    expect(filterQuery({ page: 1 })).toBe('');
  });

  it('reads a campaign: absent is any, empty is none, else that value; it survives the round trip', () => {
    const filter = parseApplicationFilter({ source: ' linkedin ', medium: '', page: '2' });
    expect(filter).toEqual({ source: 'linkedin', medium: null, campaign: undefined, page: 2 });
    expect(picksCampaign(filter)).toBe(true);
    expect(filterQuery(filter)).toBe('?source=linkedin&medium=&page=2');
    expect(parseApplicationFilter(Object.fromEntries(new URLSearchParams(filterQuery(filter))))).toEqual(
      filter,
    );
    expect(picksCampaign(parseApplicationFilter({ state: 'refused' }))).toBe(false);
    // Too long, or not text: no campaign filter rather than an error.
    const odd = parseApplicationFilter({ source: 'x'.repeat(501), campaign: ['spring', 'autumn'] });
    expect(odd).toEqual({ campaign: 'spring', page: 1 });
    expect('source' in odd && odd.source !== undefined).toBe(false);
  });

  it('reads where they applied, the site or the embed; anything else is every channel', () => {
    const filter = parseApplicationFilter({ channel: 'embed', state: 'refused' });
    expect(filter.channel).toBe('embed');
    expect(filterQuery(filter)).toBe('?state=refused&channel=embed');
    expect(parseApplicationFilter({ channel: 'elsewhere' }).channel).toBeUndefined();
    expect(parseApplicationFilter({ channel: ['site', 'embed'] }).channel).toBe('site');
  });
});
