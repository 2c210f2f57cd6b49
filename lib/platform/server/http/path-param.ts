import type { Context } from 'hono';
import { ApiError } from './api-error';

/** A path parameter of the matched route (endpoints are registered generically, so Hono types them loosely). */
export function pathParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (value === undefined) throw new ApiError(404, 'Not found');
  return value;
}
