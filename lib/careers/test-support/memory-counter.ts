import type { AbuseCounter } from '../abuse/abuse-counter';

/** Counts in memory, one window forever: enough to see which keys a check counts and when it stops. */
export function memoryCounter(): AbuseCounter & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const read = (keys: string[]) => new Map(keys.map((key) => [key, counts.get(key) ?? 0]));
  return {
    counts,
    async hit(keys) {
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return read(keys);
    },
    async peek(keys) {
      return read(keys);
    },
  };
}
