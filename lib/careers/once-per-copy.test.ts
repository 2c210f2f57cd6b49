import { describe, expect, it } from 'vitest';
import { oncePerCopy } from './once-per-copy';

describe('oncePerCopy', () => {
  it('derives once for the same array, again for a new copy, and keeps a falsy result', () => {
    let calls = 0;
    const isEmpty = oncePerCopy((list: number[]) => (calls++, list.length === 0));
    const first = [1, 2];
    expect(isEmpty(first)).toBe(false);
    expect(isEmpty(first)).toBe(false);
    expect(calls).toBe(1);
    expect(isEmpty([1, 2])).toBe(false);
    expect(calls).toBe(2);
  });
});
