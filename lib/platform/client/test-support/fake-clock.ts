import type { Clock } from '../clock';

type Sleeper = { at: number; resolve: () => void };

/** A clock that moves only when told to: sleeps resolve in time order as `advance` passes them. */
export function createFakeClock(start = 1_000_000) {
  let now = start;
  let sleepers: Sleeper[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const sleeper: Sleeper = { at: now + Math.max(0, ms), resolve };
        sleepers.push(sleeper);
        signal?.addEventListener('abort', () => {
          sleepers = sleepers.filter((s) => s !== sleeper);
          reject(signal.reason);
        });
      }),
  };
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    clock,
    /** Moves time forward, waking sleepers in order and letting their continuations run. */
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        await flush();
        const due = sleepers.filter((s) => s.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        sleepers = sleepers.filter((s) => s !== due);
        now = Math.max(now, due.at);
        due.resolve();
      }
      now = target;
      await flush();
    },
    set(ms: number) {
      now = ms;
    },
  };
}
