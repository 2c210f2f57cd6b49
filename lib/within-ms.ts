/**
 * The work's answer, or `late` once `ms` have passed (Infinity: as long as it takes). The work goes on
 * either way: this only stops waiting for it (a shutdown step, a candidate kept waiting for a first send).
 */
export async function withinMs<T, L>(work: Promise<T>, ms: number, late: L): Promise<T | L> {
  if (ms === Infinity) return work;
  let timer: NodeJS.Timeout | undefined;
  const over = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([work, over]);
  } finally {
    clearTimeout(timer);
  }
}
