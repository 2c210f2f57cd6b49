/** The `p`th percentile of figures already sorted ascending (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The median of unsorted timings (nearest rank, as the percentiles): what a noisy machine's runs quote. */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * The median time of `runs` runs of `run` one after another, in ms to a tenth; the n-th run is given n
 * (for what can be done once only, such as deleting).
 */
export async function medianMs(runs: number, run: (n: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const begun = performance.now();
    await run(n);
    times.push(performance.now() - begun);
  }
  return Math.round(median(times) * 10) / 10;
}
