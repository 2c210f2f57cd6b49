import { describe, expect, it } from 'vitest';
import { queryEntries, withQueryValue } from './query-entries';

describe('queryEntries', () => {
  it('gives a repeated name once per value, and leaves out an undefined one', () => {
    expect(queryEntries({ a: ['1', '2'], b: '3', c: undefined })).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', '3'],
    ]);
  });
});

describe('withQueryValue', () => {
  it('starts a query, or adds to the one the address carries', () => {
    expect(withQueryValue('/applications/x', 'done', 'kept')).toBe('/applications/x?done=kept');
    expect(withQueryValue('/embed/status?theme=dark', 'done', 'kept')).toBe(
      '/embed/status?theme=dark&done=kept',
    );
  });

  it('encodes the value, so it cannot add a name of its own', () => {
    expect(withQueryValue('/admin/applications', 'retried', 'a&page=9#x')).toBe(
      '/admin/applications?retried=a%26page%3D9%23x',
    );
  });
});
