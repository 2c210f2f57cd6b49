import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_JOBS,
  savedIdsFromQuery,
  savedIdsFromStorage,
  savedJobsHref,
  toggledSavedIds,
} from './saved-ids';

const A = 'c802ce95-eb35-4229-866f-591ee51eb977';
const B = '8ffa8532-89a4-477e-996f-2c3aa1ff83cc';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('saved job ids', () => {
  it('reads the stored list, and nothing from text that is not one', () => {
    expect(savedIdsFromStorage(JSON.stringify([A, B]))).toEqual([A, B]);
    for (const raw of [null, '', 'not json', '{"a":1}', '"' + A + '"', 'null'])
      expect(savedIdsFromStorage(raw), String(raw)).toEqual([]);
  });

  it('keeps posting uuids only, in lower case, each once, at most the cap', () => {
    expect(
      savedIdsFromStorage(JSON.stringify([A.toUpperCase(), 7, null, 'x', `${A}/../`, A, ` ${B} `])),
    ).toEqual([A, B]);
    const many = Array.from({ length: MAX_SAVED_JOBS + 5 }, (_, n) => uuid(n));
    expect(savedIdsFromStorage(JSON.stringify(many))).toEqual(many.slice(0, MAX_SAVED_JOBS));
  });

  it('reads an address’s list, comma-separated or repeated, dropping the rest', () => {
    expect(savedIdsFromQuery(`${A},${B}`)).toEqual([A, B]);
    expect(savedIdsFromQuery([A, `${B},<script>`])).toEqual([A, B]);
    expect(savedIdsFromQuery(undefined)).toEqual([]);
    expect(savedIdsFromQuery('')).toEqual([]);
  });

  it('saves newest first, and a second press takes the job off', () => {
    expect(toggledSavedIds([A], B)).toEqual([B, A]);
    expect(toggledSavedIds([B, A], B)).toEqual([A]);
    const full = Array.from({ length: MAX_SAVED_JOBS }, (_, n) => uuid(n));
    // Past the cap the oldest makes room.
    expect(toggledSavedIds(full, A)).toEqual([A, ...full.slice(0, MAX_SAVED_JOBS - 1)]);
  });

  it('names the list in the page’s address', () => {
    expect(savedJobsHref('/de/saved', [A, B])).toBe(`/de/saved?jobs=${A},${B}`);
    expect(savedJobsHref('/saved', [])).toBe('/saved');
    expect(
      savedIdsFromQuery(new URL(savedJobsHref('/saved', [A, B]), 'http://x').searchParams.get('jobs') ?? ''),
    ).toEqual([A, B]);
  });
});
