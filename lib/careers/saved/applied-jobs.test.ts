import { describe, expect, it } from 'vitest';
import { APPLIED_KEPT_DAYS, appliedFromStorage, withApplied } from './applied-jobs';

const A = 'c802ce95-eb35-4229-866f-591ee51eb977';
const B = '8ffa8532-89a4-477e-996f-2c3aa1ff83cc';
const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the jobs this browser applied to', () => {
  it('reads the stored marks, and nothing from text that is not them', () => {
    expect(appliedFromStorage(JSON.stringify({ [A]: NOW - DAY }), NOW)).toEqual({ [A]: NOW - DAY });
    for (const raw of [null, '', 'not json', '[1,2]', '"x"', 'null', '7'])
      expect(appliedFromStorage(raw, NOW), String(raw)).toEqual({});
  });

  it('keeps a mark for its days, then forgets it; drops what is not a job’s or a time', () => {
    const stored = {
      [A]: NOW - (APPLIED_KEPT_DAYS - 1) * DAY,
      [B]: NOW - (APPLIED_KEPT_DAYS + 1) * DAY,
      'not-a-job': NOW,
      [uuid(1)]: 'yesterday',
      [uuid(2)]: NOW + DAY,
    };
    expect(appliedFromStorage(JSON.stringify(stored), NOW)).toEqual({ [A]: stored[A] });
  });

  it('marks a job now, newest kept first when full', () => {
    expect(withApplied({ [A]: NOW - DAY }, B.toUpperCase(), NOW)).toEqual({ [A]: NOW - DAY, [B]: NOW });
    const full = Object.fromEntries(Array.from({ length: 100 }, (_, n) => [uuid(n), NOW - (n + 1) * 1000]));
    const marked = withApplied(full, A, NOW);
    expect(Object.keys(marked)).toHaveLength(100);
    expect(marked[A]).toBe(NOW);
    // The oldest made room.
    expect(marked[uuid(99)]).toBeUndefined();
    expect(appliedFromStorage(JSON.stringify(marked), NOW)).toEqual(marked);
  });
});
