import { asc, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { reviewListQuerySchema, type Review } from '../../contract';
import { defineEndpoint } from '../http/endpoint';
import { parseQuery } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { cursorPage } from '../pagination/cursor-page';
import { reviews } from '../store/schema';

function toReview(row: typeof reviews.$inferSelect): Review {
  const { seq: _seq, createdOn, ...rest } = row;
  return { ...rest, createdOn: createdOn.toISOString() };
}

export function registerReviewRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/reviews',
    scope: 'reviews_read',
    handler: async (c) => {
      const { limit, pageId } = parseQuery(c, reviewListQuerySchema);
      const page = await cursorPage(c, {
        ctx,
        endpoint: 'reviews',
        request: { limit, pageId },
        filters: {},
        fetchRows: (afterSeq, take) =>
          ctx.db
            .select()
            .from(reviews)
            .where(gt(reviews.seq, afterSeq))
            .orderBy(asc(reviews.seq))
            .limit(take),
        toItem: toReview,
      });
      return c.json(page);
    },
  });
}
