import { z } from 'zod';

/**
 * Cursor page (spec §2). What the last page holds in `nextPageId` is not documented (spec §4 rule 7):
 * absent, or null, is read as no next page.
 */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    limit: z.number().int(),
    nextPageId: z
      .string()
      .nullish()
      .transform((id) => id ?? undefined),
    content: z.array(item),
  });
}
export type CursorPage<T> = { limit: number; nextPageId?: string; content: T[] };

/** Offset page, the "different pagination technique" of spec §4 rule 6, used by postings. */
export function offsetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    limit: z.number().int(),
    offset: z.number().int(),
    totalFound: z.number().int(),
    content: z.array(item),
  });
}
export type OffsetPage<T> = { limit: number; offset: number; totalFound: number; content: T[] };

export const CURSOR_LIMIT_MAX = 100;
export const CURSOR_LIMIT_DEFAULT = 100;
export const POSTINGS_LIMIT_MAX = 100;
