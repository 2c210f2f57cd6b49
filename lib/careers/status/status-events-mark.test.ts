import { describe, expect, it } from 'vitest';
import { failedLook } from './status-events-mark';

describe('failedLook', () => {
  const at = new Date('2026-11-27T12:00:00Z');

  it('gives when the last look failed, and the failure code', () => {
    expect(failedLook({ kept: { at, outcome: 'failed:insufficient_scope' }, lastEvent: null })).toEqual({
      at,
      code: 'insufficient_scope',
    });
  });

  it('gives nothing when the look kept the subscription, none was made yet, or events are off', () => {
    for (const outcome of ['created', 'activated', 'active'] as const)
      expect(failedLook({ kept: { at, outcome }, lastEvent: at })).toBeNull();
    expect(failedLook({ kept: null, lastEvent: null })).toBeNull();
    expect(failedLook(null)).toBeNull();
  });
});
