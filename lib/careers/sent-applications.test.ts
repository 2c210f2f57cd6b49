import { describe, expect, it } from 'vitest';
import { sentKeysFor, withSent } from './sent-applications';

const sentKeyFor = (cookie: string | undefined, postingId: string) => sentKeysFor(cookie, postingId)[0];

const posting = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const key = (n: number) => `k${String(n).padStart(21, '0')}`;

describe('the sent-applications cookie', () => {
  it('names the applications sent to each posting, newest first', () => {
    let cookie = withSent(undefined, posting(1), key(1));
    cookie = withSent(cookie, posting(2), key(2));
    cookie = withSent(cookie, posting(1).toUpperCase(), key(3));
    expect(cookie).toBe(`${posting(1)}.${key(3)}~${posting(2)}.${key(2)}~${posting(1)}.${key(1)}`);
    expect(sentKeyFor(cookie, posting(1))).toBe(key(3));
    expect(sentKeyFor(cookie, posting(2).toUpperCase())).toBe(key(2));
    expect(sentKeyFor(cookie, posting(3))).toBeUndefined();
    expect(sentKeyFor(undefined, posting(1))).toBeUndefined();
  });

  it('keeps the last three applications to one posting from a shared browser, newest first, each once', () => {
    let cookie = withSent(undefined, posting(1), key(1));
    cookie = withSent(cookie, posting(2), key(2));
    for (const n of [3, 4, 5]) cookie = withSent(cookie, posting(1), key(n));
    expect(sentKeysFor(cookie, posting(1))).toEqual([key(5), key(4), key(3)]);
    expect(sentKeysFor(cookie, posting(2))).toEqual([key(2)]);
    // The same application remembered again moves to the front, not in twice.
    cookie = withSent(cookie, posting(1), key(3));
    expect(sentKeysFor(cookie, posting(1))).toEqual([key(3), key(5), key(4)]);
  });

  it('keeps at most twenty postings, dropping the oldest', () => {
    let cookie: string | undefined;
    for (let n = 1; n <= 21; n++) cookie = withSent(cookie, posting(n), key(n));
    expect(cookie?.split('~')).toHaveLength(20);
    expect(sentKeyFor(cookie, posting(1))).toBeUndefined();
    expect(sentKeyFor(cookie, posting(2))).toBe(key(2));
    expect(cookie!.length).toBeLessThan(1_300);
  });

  it('drops whatever is not shaped like an entry, and never names a key for it', () => {
    const forged = [
      `${posting(1)}.${key(1)}.extra`,
      `not-a-posting.${key(2)}`,
      `${posting(3)}.short`,
      `${posting(4)}.${'k'.repeat(21)}%`,
      '',
      `${posting(5)}.${key(5)}`,
    ].join('~');
    for (const n of [1, 2, 3, 4]) expect(sentKeyFor(forged, posting(n))).toBeUndefined();
    expect(sentKeyFor(forged, posting(5))).toBe(key(5));
    expect(withSent(forged, posting(6), key(6))).toBe(`${posting(6)}.${key(6)}~${posting(5)}.${key(5)}`);
  });
});
