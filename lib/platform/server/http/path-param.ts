import type { Context } from 'hono';
import { ApiError } from './api-error';

/** A path parameter of the matched route (endpoints are registered generically, so Hono types them loosely). */
export function pathParam(c: Context, name: string): string {
  const value = c.req.param(name);
  // Nothing is named with a NUL, and no text column could even be asked for one (it would be a 500).
  if (value === undefined || value.includes('\u0000')) throw new ApiError(404, 'Not found');
  return value;
}
