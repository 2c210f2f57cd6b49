import type { z } from 'zod';
import { parseLeniently } from './lenient-parse';
import { PlatformError } from './platform-error';

/** Parses a response body with a contract schema; anything else is a typed error, never a crash. */
export async function parseResponse<T extends z.ZodType>(
  response: Response,
  schema: T,
  what: string,
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PlatformError('malformed_response', `The platform's ${what} was not JSON`, {
      status: response.status,
      cause: error,
    });
  }
  return parseValue(body, schema, what, response.status);
}

export function parseValue<T extends z.ZodType>(
  value: unknown,
  schema: T,
  what: string,
  status?: number,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const where = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new PlatformError(
      'malformed_response',
      `The platform's ${what} did not match the contract (${where})`,
      { status, cause: result.error },
    );
  }
  return result.data;
}

/** Warns about one odd record a single time per process (bounded), so a cached page does not flood the log. */
const warned = new Set<string>();
export function warnOnce(message: string, log: Pick<Console, 'warn'> = console) {
  if (warned.has(message)) return;
  if (warned.size >= 1_000) warned.clear();
  warned.add(message);
  log.warn(message);
}

function label(value: unknown): string {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? ` ${id}` : '';
}

/**
 * A platform record read tolerantly (./lenient-parse.ts): malformed optional parts are dropped and logged by
 * name; only a missing or malformed required part is a typed error.
 */
export function parseRecord<T extends z.ZodType>(
  value: unknown,
  schema: T,
  what: string,
  status?: number,
): z.infer<T> {
  const result = parseLeniently(schema, value);
  if (!result.success)
    throw new PlatformError(
      'malformed_response',
      `The platform's ${what}${label(value)} did not match the contract (${result.error})`,
      { status },
    );
  if (result.dropped.length > 0)
    warnOnce(`[platform] ${what}${label(value)}: ignored malformed ${result.dropped.join(', ')}`);
  return result.data;
}

/** Items read one by one: one that cannot be read is left out and logged, never the whole list. */
export function parseEach<T extends z.ZodType>(items: unknown[], schema: T, what: string): z.infer<T>[] {
  return items.flatMap((item) => {
    try {
      return [parseRecord(item, schema, what)];
    } catch (error) {
      warnOnce(`[platform] ${(error as Error).message}; left out`);
      return [];
    }
  });
}
