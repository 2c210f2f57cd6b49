/** 2 s doubling to 5 min, with jitter, so a platform outage is not met by a stampede on its return. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(300_000, 2_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
