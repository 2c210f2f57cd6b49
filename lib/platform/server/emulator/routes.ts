import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { rateAlgorithmSchema } from '@/lib/env';
import { candidateStatusSchema } from '../../contract';
import { faultSettingsSchema } from './faults';
import { notFound } from '../http/api-error';
import { pathParam } from '../http/path-param';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { readJson } from '../http/read-json';
import { syntheticCandidates, syntheticUsers } from '../seed';
import { candidates, postings, users } from '../store/schema';
import { statusNotification } from '../webhooks/webhook-hub';

const limitSettingsSchema = z.strictObject({
  enabled: z.boolean().optional(),
  algorithm: rateAlgorithmSchema.optional(),
  retryAfter: z.boolean().optional(),
  reportIntervalS: z.number().int().min(0).optional(),
});
const countSchema = z.strictObject({ count: z.number().int().min(1).max(200_000) });

/** Test controls (DESIGN §4): never part of the real platform's API, and can be switched off. */
export function emulatorRoutes(ctx: PlatformContext): Hono<PlatformEnv> {
  const controls = new Hono<PlatformEnv>();

  controls.get('/health', (c) =>
    c.json({
      status: 'ok',
      limits: ctx.limiter.settings,
      faults: ctx.faults.settings,
      reportIntervalS: ctx.reports.intervalMs / 1000,
    }),
  );

  controls.post('/reset', async (c) => {
    await ctx.reset();
    return c.json({ status: 'reset' });
  });

  controls.put('/candidates/:candidateId/status', async (c) => {
    const { status } = await readJson(c, z.strictObject({ status: candidateStatusSchema }));
    const updated = await ctx.db
      .update(candidates)
      .set({ status, updatedOn: new Date(ctx.now()) })
      .where(eq(candidates.id, pathParam(c, 'candidateId')))
      .returning({ id: candidates.id, postingUuid: candidates.postingUuid, jobId: candidates.jobId });
    if (updated.length === 0) throw notFound('Candidate');
    ctx.webhooks.notify(statusNotification(ctx.publicUrl, updated[0]!));
    return c.json({ id: updated[0]!.id, status });
  });

  controls.get('/counters', (c) => c.json(ctx.counters.snapshot()));
  controls.delete('/counters', (c) => {
    ctx.counters.reset();
    return c.json({ status: 'reset' });
  });

  controls.get('/faults', (c) => c.json(ctx.faults.settings));
  controls.put('/faults', async (c) => {
    ctx.faults.update(await readJson(c, faultSettingsSchema.partial()));
    return c.json(ctx.faults.settings);
  });

  controls.put('/limits', async (c) => {
    const { reportIntervalS, ...limits } = await readJson(c, limitSettingsSchema);
    ctx.limiter.configure(limits);
    if (reportIntervalS !== undefined) ctx.reports.intervalMs = reportIntervalS * 1000;
    ctx.reports.lastCall.clear();
    return c.json({ ...ctx.limiter.settings, reportIntervalS: ctx.reports.intervalMs / 1000 });
  });

  controls.put('/pagination', async (c) => {
    const { style } = await readJson(c, z.strictObject({ style: z.enum(['body-and-link', 'link-only']) }));
    ctx.pagination.style = style;
    return c.json(ctx.pagination);
  });

  // Bulk inserts for tests: pagination while items are inserted, and large reports.
  controls.post('/users', async (c) => {
    const { count: wanted } = await readJson(c, countSchema);
    const [existing] = await ctx.db.select({ value: count() }).from(users);
    const rows = syntheticUsers(wanted, existing?.value ?? 0);
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(users).values(rows.slice(i, i + 500));
    return c.json(
      { inserted: rows.length, ids: rows.length <= 1000 ? rows.map((row) => row.id) : undefined },
      201,
    );
  });

  controls.post('/candidates', async (c) => {
    const { count: wanted } = await readJson(c, countSchema);
    const [existing] = await ctx.db.select({ value: count() }).from(candidates);
    const open = await ctx.db
      .select({ uuid: postings.uuid, jobId: postings.jobId })
      .from(postings)
      .where(eq(postings.active, true));
    const rows = syntheticCandidates(wanted, existing?.value ?? 0, open);
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(candidates).values(rows.slice(i, i + 500));
    return c.json({ inserted: rows.length }, 201);
  });

  return controls;
}
