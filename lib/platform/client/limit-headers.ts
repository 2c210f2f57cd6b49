import { rateLimitHeaders } from '../contract';
import type { LimitObservation } from './pacer';

const int = (value: string | null) =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = int(value);
  if (seconds !== undefined) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function readLimitHeaders(response: Response, now: number): LimitObservation {
  const headers = response.headers;
  const observation: LimitObservation = { status: response.status };
  const limit = int(headers.get(rateLimitHeaders.limit));
  const remaining = int(headers.get(rateLimitHeaders.remaining));
  const concurrentLimit = int(headers.get(rateLimitHeaders.concurrentLimit));
  const concurrentRemaining = int(headers.get(rateLimitHeaders.concurrentRemaining));
  const retryAfter = retryAfterMs(headers.get('retry-after'), now);
  if (limit !== undefined) observation.limit = limit;
  if (remaining !== undefined) observation.remaining = remaining;
  if (concurrentLimit !== undefined) observation.concurrentLimit = concurrentLimit;
  if (concurrentRemaining !== undefined) observation.concurrentRemaining = concurrentRemaining;
  if (retryAfter !== undefined) observation.retryAfterMs = retryAfter;
  return observation;
}
