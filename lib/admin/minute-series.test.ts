import { describe, expect, it } from 'vitest';
import { minuteSeries, niceMax } from './minute-series';

describe('minuteSeries', () => {
  it('fills the last hour minute by minute, oldest first, dropping older minutes', () => {
    const now = Date.UTC(2024, 0, 1, 12, 30, 15);
    const minute = (m: number) => Date.UTC(2024, 0, 1, 12, m);
    const series = minuteSeries(
      [
        { minute: minute(30), requests: 5, rateLimited: 1, retries: 2 },
        { minute: minute(0), requests: 3, rateLimited: 0, retries: 0 },
        { minute: Date.UTC(2024, 0, 1, 11, 0), requests: 99, rateLimited: 9, retries: 9 },
      ],
      now,
    );
    expect(series).toHaveLength(60);
    expect(series[0]!.minute).toBe(Date.UTC(2024, 0, 1, 11, 31));
    expect(series.at(-1)).toEqual({ minute: minute(30), requests: 5, rateLimited: 1, retries: 2 });
    expect(series.reduce((sum, m) => sum + m.requests, 0)).toBe(8);
  });
});

describe('niceMax', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000]);
  });
});
