export type BackoffPolicy = { baseMs: number; capMs: number; maxAttempts: number };

export const defaultBackoff: BackoffPolicy = { baseMs: 500, capMs: 30_000, maxAttempts: 8 };

/**
 * Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff and Jitter"):
 * a uniform delay in [0, min(cap, base·2^attempt)], so many clients retrying at once spread out.
 */
export function fullJitterDelay(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}
