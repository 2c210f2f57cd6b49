import { isPlatformError } from '../client/platform-error';

/** A failed call in a doctor's line: the platform's message and status, or the network's error code. */
export function describe(error: unknown): string {
  if (isPlatformError(error)) return `${error.message}${error.status ? ` (HTTP ${error.status})` : ''}`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return cause ?? (error instanceof Error ? error.message : 'unknown error');
}
