/** First poll after 4 s; each unchanged answer waits 1.5× longer, up to a minute. */
export const POLL_BASE_MS = 4_000;
export const POLL_MAX_MS = 60_000;

/** How long to wait before the next poll, or 0 to stop (a final status never changes again). */
export function nextPollInterval(unchangedPolls: number, final: boolean): number {
  if (final) return 0;
  return Math.min(POLL_MAX_MS, Math.round(POLL_BASE_MS * 1.5 ** unchangedPolls));
}
