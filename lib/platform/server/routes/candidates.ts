import { and, asc, gt, ilike, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  candidateListQuerySchema,
  sourceDetailsSchema,
  type Candidate,
  type CandidateStatus,
} from '../../contract';
import { defineEndpoint } from '../http/endpoint';
import { parseQuery } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { escapeLike } from '../store/escape-like';
import { cursorPage } from '../pagination/cursor-page';
import { candidates } from '../store/schema';

export function toCandidate(row: typeof candidates.$inferSelect, jobTitles: Map<string, string>): Candidate {
  const source = sourceDetailsSchema.safeParse(row.application.sourceDetails);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    // As the Candidates API documents it: the job, not the posting applied through.
    primaryAssignment: {
      job: { id: row.jobId, title: jobTitles.get(row.jobId) ?? '' },
      status: row.status as CandidateStatus,
    },
    ...(source.success && source.data ? { sourceDetails: source.data } : {}),
  };
}

export function registerCandidateRoutes(
  app: Hono<PlatformEnv>,
  ctx: PlatformContext,
  jobTitles: () => Promise<Map<string, string>>,
) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/candidates',
    scope: 'candidates_read',
    handler: async (c) => {
      const { limit, pageId, ...filters } = parseQuery(c, candidateListQuerySchema);
      const titles = await jobTitles();
      const page = await cursorPage(c, {
        ctx,
        endpoint: 'candidates',
        request: { limit, pageId },
        filters,
        fetchRows: (afterSeq, take) => {
          const where: SQL[] = [gt(candidates.seq, afterSeq)];
          // q matches the email, case-insensitively (how a client finds an applicant it may have sent before).
          if (filters.q) where.push(ilike(candidates.email, `%${escapeLike(filters.q)}%`));
          return ctx.db
            .select()
            .from(candidates)
            .where(and(...where))
            .orderBy(asc(candidates.seq))
            .limit(take);
        },
        toItem: (row) => toCandidate(row, titles),
      });
      return c.json(page);
    },
  });
}
