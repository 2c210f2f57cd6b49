import type { ApiErrorDetail } from '../../contract';

// NUL, and UTF-16 halves without their partner: Postgres text and jsonb cannot hold them.
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string in a request that the store cannot keep, by its path: refused as a 400, never a 500. */
export function findUnstorableText(value: unknown, path: string[] = []): ApiErrorDetail[] {
  if (typeof value === 'string') {
    return unstorable.test(value)
      ? [
          {
            code: 'INVALID_CHARACTERS',
            message: 'Text contains a NUL or a broken (unpaired) character',
            field: path.join('.'),
          },
        ]
      : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => findUnstorableText(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => findUnstorableText(item, [...path, key]));
  return [];
}
