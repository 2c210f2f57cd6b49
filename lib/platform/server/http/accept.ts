import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/** True when an Accept header admits one of the types (wildcards and q=0 honoured). */
export function accepts(acceptHeader: string | undefined, types: string[]): boolean {
  if (!acceptHeader) return true;
  return acceptHeader.split(',').some((part) => {
    const [range = '', ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0+)?$/.test(param))) return false;
    if (range === '*/*') return true;
    return types.some((type) => {
      const [kind] = type.split('/');
      return range === type || range === `${kind}/*`;
    });
  });
}

export function acceptableMiddleware(types: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!accepts(c.req.header('accept'), types)) {
      throw new ApiError(406, `This endpoint answers with ${types.join(' or ')}`);
    }
    await next();
  };
}
