/** The `p`th percentile of figures already sorted ascending (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The median of unsorted timings (nearest rank, as the percentiles): what a noisy machine's runs quote. */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
