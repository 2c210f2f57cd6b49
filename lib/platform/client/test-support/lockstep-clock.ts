import type { Clock } from '../clock';

type Sleeper = { at: number; wake: () => void };

/**
 * Virtual time for a client and an in-process platform that must agree on it to the millisecond.
 *
 * Time moves only when no request is on the wire: each step wakes the earliest sleeper, and the next step
 * waits until every request sent meanwhile has been answered. So the platform stamps each arrival with the
 * very time the client sent it (a network of zero latency), however busy the machine. Pacing is then
 * judged on its schedule alone; the real wall clock, where a stalled event loop delays one arrival into
 * the next window, is what made a "no 429" test fail by chance.
 */
export function lockstepClock(start = Date.now()) {
  let time = start;
  let onTheWire = 0;
  const sleepers = new Set<Sleeper>();
  let stepQueued = false;

  // A macrotask later: a wake-up's grant and the fetch it starts are microtasks, so they have run by then.
  const queueStep = () => {
    if (stepQueued) return;
    stepQueued = true;
    setTimeout(step, 0);
  };
  const step = () => {
    stepQueued = false;
    if (onTheWire > 0 || sleepers.size === 0) return;
    let earliest: Sleeper | undefined;
    for (const sleeper of sleepers) if (!earliest || sleeper.at < earliest.at) earliest = sleeper;
    sleepers.delete(earliest!);
    time = Math.max(time, earliest!.at);
    earliest!.wake();
    queueStep();
  };

  const clock: Clock = {
    now: () => time,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          sleepers.delete(sleeper);
          reject(signal?.reason);
        };
        const sleeper: Sleeper = {
          at: time + Math.max(0, ms),
          wake: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        sleepers.add(sleeper);
        queueStep();
      }),
  };

  const fetchInStep: typeof fetch = async (input, init) => {
    onTheWire += 1;
    try {
      return await fetch(input, init);
    } finally {
      onTheWire -= 1;
      queueStep();
    }
  };

  return { clock, fetch: fetchInStep };
}
