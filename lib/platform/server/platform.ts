import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { RateAlgorithm } from '@/lib/env';
import { ConfigurationCache } from './apply/configuration-cache';
import { createOAuthServer } from './auth/oidc-provider';
import {
  DEMO_CLIENT_SECRETS,
  DEMO_PASSWORDS,
  DEMO_SERVICE_TOKEN_HASH,
  productionCredentials,
  type GeneratedCredentials,
} from './auth/production-credentials';
import { Counters } from './emulator/counters';
import { Faults, type FaultSettings } from './emulator/faults';
import { emulatorGuard } from './emulator/guard';
import { emulatorRoutes } from './emulator/routes';
import { handleError, handleNotFound, registerFallback } from './http/error-handler';
import { CredentialResolver } from './http/credentials';
import { allowedHosts, hostAllowlist } from './http/host-allowlist';
import { mountOAuth } from './http/oauth-mount';
import type { PlatformContext, PlatformEnv } from './http/platform-context';
import { Limiter } from './limits/limiter';
import { CursorCodec } from './pagination/cursor';
import { registerApplyRoutes } from './routes/apply';
import { registerCandidateRoutes } from './routes/candidates';
import { registerJobRoutes } from './routes/jobs';
import { registerOfferRoutes } from './routes/offers';
import { registerPostingRoutes } from './routes/postings';
import { registerReportRoutes } from './routes/reports';
import { registerReviewRoutes } from './routes/reviews';
import { registerUserRoutes } from './routes/users';
import { registerWebhookRoutes } from './routes/webhooks';
import { SEED_COMPANY_ID, seedPlatform } from './seed';
import { startStatusAdvance } from './status-advance';
import { openPlatformStore, type PlatformDb } from './store/db';
import { persistedSecret } from './store/persisted-secret';
import { jobs, meta } from './store/schema';
import { statusNotification, WebhookHub } from './webhooks/webhook-hub';

export type PlatformOptions = {
  dataDir: string;
  publicUrl: string;
  limits: { enabled: boolean; algorithm: RateAlgorithm; retryAfter: boolean };
  faults: FaultSettings;
  reportIntervalS: number;
  statusAdvanceS?: number;
  adminRedirectUris: string[];
  /** Production: generated credentials replace the demo ones, and the demo ones are refused. */
  production?: boolean;
  /** The test controls' token, or undefined when the controls are off. */
  emulatorToken?: string;
  /** Host names besides loopback and the public URL's that the platform answers to. */
  allowedHosts?: string[];
  now?: () => number;
};

export type Platform = {
  app: Hono<PlatformEnv>;
  ctx: PlatformContext;
  close: () => Promise<void>;
  /** Credentials made on this (first production) start, to print once. */
  generatedCredentials?: GeneratedCredentials;
};

const SEED_MARKER = 'seed.version';
const SEED_VERSION = '1';
const DATA_TABLES = [
  'users',
  'jobs',
  'postings',
  'configurations',
  'candidates',
  'candidate_files',
  'offers',
  'offer_documents',
  'reviews',
  'service_tokens',
];

async function seedOnFirstStart(db: PlatformDb) {
  const marker = await db
    .select()
    .from(meta)
    .where(sql`${meta.key} = ${SEED_MARKER}`);
  if (marker.length > 0) return;
  await seedPlatform(db);
  await db.insert(meta).values({ key: SEED_MARKER, value: SEED_VERSION });
}

async function reseed(db: PlatformDb) {
  await db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY`));
  await seedPlatform(db);
}

/** Builds the embedded platform: store (seeded on first start), OAuth server, limits, routes. */
export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const now = options.now ?? Date.now;
  const store = await openPlatformStore(options.dataDir);
  const { db } = store;
  await seedOnFirstStart(db);

  const production = options.production ?? false;
  const { clientSecrets, generated } = production
    ? await productionCredentials(db, options.dataDir)
    : { clientSecrets: DEMO_CLIENT_SECRETS, generated: undefined };
  const oauth = await createOAuthServer({
    db,
    publicUrl: options.publicUrl,
    adminRedirectUris: options.adminRedirectUris,
    clientSecrets,
    refusedPasswords: production ? DEMO_PASSWORDS : new Set(),
    now,
  });
  const credentials = new CredentialResolver(
    db,
    oauth.verifyAccessToken,
    production ? new Set([DEMO_SERVICE_TOKEN_HASH]) : new Set(),
  );
  await credentials.load();
  const webhooks = new WebhookHub(db, now);
  await webhooks.load();

  let titles: Promise<Map<string, string>> | undefined;
  const jobTitles = () =>
    (titles ??= db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .then((rows) => new Map(rows.map((r) => [r.id, r.title]))));

  const ctx: PlatformContext = {
    db,
    publicUrl: options.publicUrl,
    companyId: SEED_COMPANY_ID,
    now,
    limiter: new Limiter(options.limits, now),
    cursors: new CursorCodec(await persistedSecret(db, 'cursor.key')),
    faults: new Faults(options.faults),
    counters: new Counters(),
    configurations: new ConfigurationCache(db),
    credentials,
    webhooks,
    reports: { intervalMs: options.reportIntervalS * 1000, lastCall: new Map() },
    pagination: { style: 'body-and-link' },
    reset: async () => {
      await reseed(db);
      await credentials.load();
      titles = undefined;
      ctx.configurations.clear();
      ctx.counters.reset();
      ctx.limiter.reset();
      ctx.reports.lastCall.clear();
      ctx.pagination.style = 'body-and-link';
    },
  };

  const app = new Hono<PlatformEnv>();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use('*', hostAllowlist(allowedHosts(options.publicUrl, options.allowedHosts ?? [])));
  mountOAuth(app, ctx, oauth);
  registerPostingRoutes(app, ctx);
  registerApplyRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerCandidateRoutes(app, ctx, jobTitles);
  registerJobRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerReportRoutes(app, ctx, jobTitles);
  registerWebhookRoutes(app, ctx);
  if (options.emulatorToken) {
    app.use('/_emulator/*', emulatorGuard(options.emulatorToken));
    app.route('/_emulator', emulatorRoutes(ctx));
  }
  registerFallback(app, ctx);

  const stopAdvance = options.statusAdvanceS
    ? startStatusAdvance(db, options.statusAdvanceS, now, (moved) =>
        webhooks.notify(statusNotification(options.publicUrl, moved)),
      )
    : () => {};
  return {
    app,
    ctx,
    ...(generated ? { generatedCredentials: generated } : {}),
    close: async () => {
      stopAdvance();
      await store.close();
    },
  };
}
