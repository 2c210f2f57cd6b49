import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SiteDb } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import type { PlatformClient } from '@/lib/platform/client/platform-client';
import { isPlatformError, PlatformError } from '@/lib/platform/client/platform-error';
import { STATUS_EVENT } from '@/lib/platform/contract/webhooks';
import { markSubscription, type SubscriptionOutcome } from './status-events-mark';

/**
 * The platform's status events (its Webhooks API, contract/webhooks.ts): the site keeps one subscription
 * to `application.status.updated` at its own address, and a notification makes the candidate's followed
 * applications due at once, so the status round mails them within seconds. The notification is only a
 * nudge: the round still asks the platform where the application stands, so a forged or replayed one could
 * at most make the site ask early, and an unsigned one is refused before that.
 */
export type StatusEventDeps = {
  db: SiteDb;
  /** SITE_URL/api/platform/webhooks: where the platform posts. */
  callbackUrl: string;
  /** A client whose token holds the webhooks scope (PLATFORM_WEBHOOKS_SCOPE). */
  platform: Pick<
    PlatformClient,
    | 'createWebhookSubscription'
    | 'listWebhookSubscriptions'
    | 'getWebhookSubscription'
    | 'activateWebhookSubscription'
    | 'generateWebhookSecretKey'
    | 'deleteWebhookSubscription'
  >;
  now: () => number;
  /** Runs a status round soon (one at a time in this process). */
  roundSoon: () => void;
};

/** Where the platform posts, under SITE_URL (app/api/platform/webhooks). */
export const STATUS_EVENTS_PATH = '/api/platform/webhooks';

/** The site's subscription, kept in its database so every instance checks notifications with its key. */
const STORED_KEY = 'platform.status-events';
const storedSchema = z.object({ id: z.string(), callbackUrl: z.string(), secrets: z.array(z.string()) });
type Stored = z.infer<typeof storedSchema>;

async function readStored(db: SiteDb): Promise<Stored | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, STORED_KEY)).limit(1);
  if (!row) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not ours to read: the next check makes a new subscription
  }
}

/**
 * Makes sure the platform has an active subscription for this site's address, with a secret key the site
 * keeps: creates one when there is none (or the platform lost it, or SITE_URL changed), and activates it
 * (the platform's handshake reaches this site, so the site must be up). Two instances starting together
 * create one each; the first stored wins and the other deletes its own.
 */
export async function ensureStatusEvents(
  deps: StatusEventDeps,
): Promise<Exclude<SubscriptionOutcome, `failed:${string}`>> {
  const stored = await readStored(deps.db);
  const found =
    stored?.callbackUrl === deps.callbackUrl ? await deps.platform.getWebhookSubscription(stored.id) : null;
  if (found?.status === 'active') return 'active';
  let id = found?.id;
  if (!id) {
    if (stored) await forget(deps, stored);
    id = (await create(deps)).id;
  }
  await deps.platform.activateWebhookSubscription(id);
  return found ? 'activated' : 'created';
}

/**
 * Makes a subscription and stores it, unless another instance stored its own first: then that one is
 * kept and ours goes. The other may already have removed ours as a stray (dropStrays), even before we
 * asked for its key: that is the same outcome, not a failure.
 */
async function create(deps: StatusEventDeps): Promise<Stored> {
  const subscription = await deps.platform.createWebhookSubscription(deps.callbackUrl, [STATUS_EVENT]);
  let secret: string;
  try {
    secret = await deps.platform.generateWebhookSecretKey(subscription.id);
  } catch (error) {
    const theirs = isPlatformError(error, 'not_found') ? await readStored(deps.db) : null;
    if (theirs) return theirs;
    throw error;
  }
  const mine: Stored = { id: subscription.id, callbackUrl: deps.callbackUrl, secrets: [secret] };
  const [kept] = await deps.db
    .insert(meta)
    .values({ key: STORED_KEY, value: JSON.stringify(mine) })
    .onConflictDoNothing()
    .returning({ key: meta.key });
  if (!kept) {
    const theirs = await readStored(deps.db);
    if (theirs) {
      // Already gone is fine: the client's delete takes a missing subscription as deleted.
      await deps.platform.deleteWebhookSubscription(subscription.id);
      return theirs;
    }
    // What was stored could not be read: ours replaces it.
    await deps.db
      .update(meta)
      .set({ value: JSON.stringify(mine) })
      .where(eq(meta.key, STORED_KEY));
  }
  await dropStrays(deps, mine.id);
  return mine;
}

/**
 * Other subscriptions at this site's address are ones the site has no key for: left by a database lost or
 * restored from a backup, or by a stop between making one and storing it. The platform would keep posting
 * them, each refused, so they go. Only this address's: another site or tool of the account keeps its own.
 * Best effort: the stored subscription works without it, and the next one made tries again.
 */
async function dropStrays(deps: StatusEventDeps, keep: string) {
  try {
    for (const subscription of await deps.platform.listWebhookSubscriptions())
      if (subscription.callbackUrl === deps.callbackUrl && subscription.id !== keep)
        await deps.platform.deleteWebhookSubscription(subscription.id);
  } catch (error) {
    console.warn(`[status events] could not remove older subscriptions at this address (${codeOf(error)})`);
  }
}

/** The old subscription goes, on the platform and here, only if it is still the one stored. */
async function forget(deps: StatusEventDeps, stored: Stored) {
  await deps.platform.deleteWebhookSubscription(stored.id);
  await deps.db.delete(meta).where(and(eq(meta.key, STORED_KEY), eq(meta.value, JSON.stringify(stored))));
}

/** What is logged and shown of a failure: the code only, as a message could quote the platform's answer. */
const codeOf = (error: unknown) =>
  error instanceof PlatformError ? error.code : error instanceof Error ? error.name : 'unknown';

/** The first try waits for the site to listen (the handshake must reach it); failures retry sooner. */
const FIRST_TRY_MS = 5_000;

/**
 * The worker keeps the subscription: a first try shortly after start, retried (5 s, 10 s, 20 s… up to
 * `intervalMs`) while the platform or the handshake fails, then a look every `intervalMs`, so a
 * subscription deleted on the platform, or a new SITE_URL, is put right. Returns how to stop.
 */
export function startStatusEvents(deps: StatusEventDeps, intervalMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  const look = async () => {
    let outcome: SubscriptionOutcome;
    try {
      outcome = await ensureStatusEvents(deps);
      failures = 0;
    } catch (error) {
      failures++;
      const code = codeOf(error);
      console.error(`[status events] could not keep the platform subscription (${code}); trying again`);
      outcome = `failed:${code}`;
    }
    await markSubscription(deps.db, new Date(deps.now()), outcome).catch(() => {});
  };
  const after = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void look().finally(() => after(nextLookMs(failures, intervalMs))), ms);
    timer.unref();
  };
  after(Math.min(intervalMs, FIRST_TRY_MS));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** A whole interval after a look that worked; 5 s, 10 s, 20 s… (at most the interval) after failures. */
export const nextLookMs = (failures: number, intervalMs: number) =>
  failures === 0 ? intervalMs : Math.min(intervalMs, FIRST_TRY_MS * 2 ** Math.min(failures - 1, 16));

/** The keys that sign the platform's notifications to this site: none before the subscription is made. */
export async function notificationKeys(db: SiteDb): Promise<string[]> {
  return (await readStored(db))?.secrets ?? [];
}
