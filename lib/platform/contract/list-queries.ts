import { z } from 'zod';
import { CURSOR_LIMIT_DEFAULT, CURSOR_LIMIT_MAX } from './page';

const cursorBase = {
  limit: z.coerce.number().int().min(1).max(CURSOR_LIMIT_MAX).optional(),
  pageId: z.string().min(1).max(1000).optional(),
};

/** Query of each cursor list. Strict: an unknown parameter is a 400, not silently ignored. */
export const userListQuerySchema = z.strictObject({
  ...cursorBase,
  q: z.string().max(200).optional(),
  updatedAfter: z.iso.datetime().optional(),
});
export const candidateListQuerySchema = z.strictObject({ ...cursorBase, q: z.string().max(254).optional() });
export const jobListQuerySchema = z.strictObject({ ...cursorBase });
export const reviewListQuerySchema = z.strictObject({ ...cursorBase });

export { CURSOR_LIMIT_DEFAULT };
