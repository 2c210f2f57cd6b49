import { asc, eq, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { jobListQuerySchema, type Job, type Publication } from '../../contract';
import { notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import { parseQuery } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { cursorPage } from '../pagination/cursor-page';
import { jobs, postings } from '../store/schema';

function toJob(row: typeof jobs.$inferSelect): Job {
  return {
    id: row.id,
    title: row.title,
    refNumber: row.refNumber,
    status: row.status as Job['status'],
    postingStatus: row.postingStatus as Job['postingStatus'],
    department: row.department,
    location: row.location,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

export function registerJobRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/jobs',
    scope: 'jobs_read',
    handler: async (c) => {
      const { limit, pageId } = parseQuery(c, jobListQuerySchema);
      const page = await cursorPage(c, {
        ctx,
        endpoint: 'jobs',
        request: { limit, pageId },
        filters: {},
        fetchRows: (afterSeq, take) =>
          ctx.db.select().from(jobs).where(gt(jobs.seq, afterSeq)).orderBy(asc(jobs.seq)).limit(take),
        toItem: toJob,
      });
      return c.json(page);
    },
  });

  for (const method of ['POST', 'DELETE'] as const) {
    const publish = method === 'POST';
    defineEndpoint(app, ctx, {
      method,
      path: '/jobs/:id/publication',
      scope: 'jobs_manage',
      handler: async (c) => {
        const jobId = pathParam(c, 'id');
        const result = await ctx.db.transaction(async (tx) => {
          const [job] = await tx
            .update(jobs)
            .set({ postingStatus: publish ? 'PUBLIC' : 'NOT_PUBLISHED', updatedOn: new Date(ctx.now()) })
            .where(eq(jobs.id, jobId))
            .returning({ id: jobs.id });
          if (!job) return null;
          return tx
            .update(postings)
            .set({ active: publish })
            .where(eq(postings.jobId, jobId))
            .returning({ uuid: postings.uuid });
        });
        if (!result) throw notFound('Job');
        ctx.configurations.clear();
        const body: Publication = {
          jobId,
          postingStatus: publish ? 'PUBLIC' : 'NOT_PUBLISHED',
          postingIds: result.map((row) => row.uuid),
        };
        return c.json(body);
      },
    });
  }
}
