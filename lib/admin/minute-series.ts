export type MinuteCounts = { minute: number; requests: number; rateLimited: number; retries: number };

/** The last `minutes` whole minutes up to `now`, oldest first, zero where nothing happened. */
export function minuteSeries(perMinute: readonly MinuteCounts[], now: number, minutes = 60): MinuteCounts[] {
  const byMinute = new Map(perMinute.map((entry) => [Math.floor(entry.minute / 60_000), entry]));
  const current = Math.floor(now / 60_000);
  const series: MinuteCounts[] = [];
  for (let minute = current - minutes + 1; minute <= current; minute++) {
    const found = byMinute.get(minute);
    series.push({
      minute: minute * 60_000,
      requests: found?.requests ?? 0,
      rateLimited: found?.rateLimited ?? 0,
      retries: found?.retries ?? 0,
    });
  }
  return series;
}

/** A round upper bound for a chart's axis: 1, 2, 5, 10, 20, 50… at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}
