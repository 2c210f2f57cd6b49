import { describe, expect, it } from 'vitest';
import { defaultBackoff, fullJitterDelay } from './backoff';

describe('fullJitterDelay', () => {
  it('draws uniformly below min(cap, base·2^attempt)', () => {
    expect(fullJitterDelay(defaultBackoff, 0, () => 0.999)).toBe(499);
    expect(fullJitterDelay(defaultBackoff, 3, () => 0.5)).toBe(2000);
    expect(fullJitterDelay(defaultBackoff, 10, () => 0.999)).toBe(29_970);
    expect(fullJitterDelay(defaultBackoff, 4, () => 0)).toBe(0);
  });
});
