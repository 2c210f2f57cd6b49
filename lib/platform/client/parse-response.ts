import type { z } from 'zod';
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
