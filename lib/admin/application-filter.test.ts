import { describe, expect, it } from 'vitest';
import { filterQuery, parseApplicationFilter } from './application-filter';

describe('parseApplicationFilter', () => {
  it('reads state, search and page', () => {
    expect(parseApplicationFilter({ state: 'refused', q: '  ada@example.com ', page: '3' })).toEqual({
      state: 'refused',
      q: 'ada@example.com',
      page: 3,
    });
    expect(parseApplicationFilter({ state: 'stuck' }).state).toBe('stuck');
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
});
