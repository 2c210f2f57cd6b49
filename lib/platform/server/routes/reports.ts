import { asc, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { reportNameSchema, type ReportName } from '../../contract';
import { ApiError, notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { candidates, users } from '../store/schema';
import { toCandidate } from './candidates';
import { toUser } from './users';

const BATCH = 500;
type BatchReader = (afterSeq: number) => Promise<{ seq: number; line: unknown }[]>;

function reader(ctx: PlatformContext, name: ReportName, jobTitles: Map<string, string>): BatchReader {
  switch (name) {
    case 'users':
      return async (afterSeq) =>
        (
          await ctx.db
            .select()
            .from(users)
            .where(gt(users.seq, afterSeq))
            .orderBy(asc(users.seq))
            .limit(BATCH)
        ).map((row) => ({ seq: row.seq, line: toUser(row) }));
    case 'candidates':
      return async (afterSeq) =>
        (
          await ctx.db
            .select()
            .from(candidates)
            .where(gt(candidates.seq, afterSeq))
            .orderBy(asc(candidates.seq))
            .limit(BATCH)
        ).map((row) => ({
          seq: row.seq,
          line: toCandidate(row, jobTitles),
        }));
  }
}

/** NDJSON of every record, read in keyset batches as the client consumes it: memory stays flat. */
function ndjsonStream(read: BatchReader): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterSeq = 0;
  return new ReadableStream({
    async pull(controller) {
      const batch = await read(afterSeq);
      if (batch.length === 0) return controller.close();
      afterSeq = batch.at(-1)!.seq;
      controller.enqueue(encoder.encode(batch.map((row) => `${JSON.stringify(row.line)}\n`).join('')));
    },
  });
}

/** The reporting interface (spec §1, §8.3): the whole data set in one call, throttled per report. */
export function registerReportRoutes(
  app: Hono<PlatformEnv>,
  ctx: PlatformContext,
  jobTitles: () => Promise<Map<string, string>>,
) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/reporting-api/v201804/reports/:name/data',
    scope: 'reports_read',
    produces: ['application/x-ndjson', 'application/json'],
    handler: async (c) => {
      const name = reportNameSchema.safeParse(pathParam(c, 'name'));
      if (!name.success) throw notFound('Report');
      const key = `${c.get('apiUser').key} ${name.data}`;
      const now = ctx.now();
      const last = ctx.reports.lastCall.get(key);
      if (last !== undefined && now - last < ctx.reports.intervalMs) {
        const waitS = Math.ceil((last + ctx.reports.intervalMs - now) / 1000);
        throw new ApiError(
          429,
          `This report can be fetched again in ${waitS} s`,
          [{ code: 'REPORT_THROTTLED', message: 'Wait before calling this report again' }],
          {
            'Retry-After': String(waitS),
          },
        );
      }
      ctx.reports.lastCall.set(key, now);
      c.set('streamed', true);
      const stream = ndjsonStream(reader(ctx, name.data, await jobTitles()));
      return c.body(stream, 200, {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        'Cache-Control': 'no-store',
      });
    },
  });
}
