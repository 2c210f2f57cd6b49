import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinMs } from '@/lib/within-ms';
import { sleepUntil } from './shutdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the steps of shutting down', () => {
  it('a step that hangs is given up after its time, one that finishes keeps its answer', async () => {
    const hung = withinMs(new Promise<string>(() => {}), 3_000, 'gave up');
    await vi.advanceTimersByTimeAsync(2_999);
    const quick = withinMs(Promise.resolve('done'), 3_000, 'gave up');
    await vi.advanceTimersByTimeAsync(1);
    expect(await hung).toBe('gave up');
    expect(await quick).toBe('done');
  });

  it('requests are answered until the drain time, counted from the signal, not from the last step', async () => {
    const signalAt = Date.now();
    let drained = false;
    // The steps before took 4 s of a 5 s drain: one more second is left.
    await vi.advanceTimersByTimeAsync(4_000);
    void sleepUntil(signalAt + 5_000).then(() => (drained = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(drained).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(drained).toBe(true);
    // Already past: at once.
    let late = false;
    void sleepUntil(signalAt).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(late).toBe(true);
  });
});
