import { describe, expect, it } from 'vitest';
import { nextPollInterval, POLL_BASE_MS, POLL_MAX_MS } from './poll-interval';

describe('status polling interval', () => {
  it('backs off while nothing changes, up to a minute', () => {
    const intervals = Array.from({ length: 12 }, (_, n) => nextPollInterval(n, false));
    expect(intervals[0]).toBe(POLL_BASE_MS);
    for (let n = 1; n < intervals.length; n += 1)
      expect(intervals[n]).toBeGreaterThanOrEqual(intervals[n - 1]!);
    expect(intervals.at(-1)).toBe(POLL_MAX_MS);
  });

  it('stops at a final status', () => {
    expect(nextPollInterval(0, true)).toBe(0);
    expect(nextPollInterval(5, true)).toBe(0);
  });
});
