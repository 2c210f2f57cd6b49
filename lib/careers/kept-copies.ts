import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { keptCopies } from '@/lib/db/schema';
import { withinMs } from '@/lib/within-ms';

export type KeptCopy = { value: unknown; storedAt: number };

/** Where the last value a cache loaded is kept between restarts. */
export type KeptCopyStore = {
  read(cache: string, key: string): Promise<KeptCopy | null>;
  save(cache: string, key: string, value: unknown, storedAt: number): Promise<void>;
  remove(cache: string, key: string): Promise<void>;
  /** Deletes every copy stored before `storedAt`. */
  prune(storedAt: number): Promise<void>;
};

/** The copies in the site database: one for every instance, kept over a restart. */
export function databaseKeptCopies(db: () => Promise<SiteDb>): KeptCopyStore {
  const where = (cache: string, key: string) => and(eq(keptCopies.cache, cache), eq(keptCopies.key, key));
  return {
    async read(cache, key) {
      const [row] = await (await db()).select().from(keptCopies).where(where(cache, key));
      return row ? { value: row.value, storedAt: row.storedAt.getTime() } : null;
    },
    async save(cache, key, value, storedAt) {
      const row = { value, storedAt: new Date(storedAt) };
      const database = await db();
      await database
        .insert(keptCopies)
        .values({ cache, key, ...row })
        // Saves land in any order (several instances, a value changed twice): the newest stays.
        .onConflictDoUpdate({
          target: [keptCopies.cache, keptCopies.key],
          set: row,
          setWhere: sql`excluded.stored_at >= ${keptCopies.storedAt}`,
        });
    },
    async remove(cache, key) {
      await (await db()).delete(keptCopies).where(where(cache, key));
    },
    async prune(storedAt) {
      await (await db()).delete(keptCopies).where(lt(keptCopies.storedAt, new Date(storedAt)));
    },
  };
}

export type KeptCopyOptions = {
  store: KeptCopyStore;
  /** How long after the platform last gave it a copy may answer for it. */
  outageMs: number;
  /** After a failed load answered by the copy, how often the platform is asked again (in the background). */
  retryMs: number;
  /** Which values are kept (not "not found", whose copy is deleted). Default: every value. */
  kept?: (value: unknown) => boolean;
  now?: () => number;
  log?: Pick<Console, 'error'>;
};

/** How often an unchanged value is saved again, so its copy's age says when the platform last gave it. */
const RESAVE_MS = 60 * 60_000;
/** The values this process last saved, by key: enough to skip saving what did not change. */
const REMEMBERED = 10_000;
/** How long a page waits for the copy: it is wanted because something is already down. */
const READ_DEADLINE_MS = 1_000;
const GONE = 'gone';

/**
 * Copies of what a cache loads, for when the cache has nothing to give and the platform fails: after a
 * restart in an outage (the caches keep a value for an outage too, in memory or in Redis, but a restart
 * loses the first and may lose the second). The copy is answered beside the cache, never put in it: the
 * cache's own ages, retries and newer values stay as they were.
 */
export function copiesForOutage({
  store,
  outageMs,
  retryMs,
  kept = () => true,
  now = Date.now,
  log = console,
}: KeptCopyOptions) {
  const saved = new Map<string, { digest: string; at: number }>();
  /** Copies answered after a failed load, by key: the next callers get them at once (`recent`). */
  const answered = new Map<string, { value: unknown; storedAt: number; failedAt: number }>();
  let prunedAt = -Infinity;

  const remember = (id: string, digest: string, at: number) => {
    saved.delete(id);
    saved.set(id, { digest, at });
    if (saved.size > REMEMBERED) saved.delete(saved.keys().next().value!);
  };

  /** A store that fails costs the page nothing: said once per failure, saved again next time. */
  const inBackground = (id: string, cache: string, work: () => Promise<void>) =>
    void work().catch((error: unknown) => {
      saved.delete(id);
      log.error(`[careers] keeping a copy of ${cache} failed: ${(error as Error).message}`);
    });

  /** Saved when it changed or the last save is an hour old; a value not kept deletes its copy, once. */
  const keep = (cache: string, key: string, value: unknown) => {
    const id = `${cache}|${key}`;
    const last = saved.get(id);
    const at = now();
    if (!kept(value)) {
      if (last?.digest === GONE) return;
      remember(id, GONE, at);
      inBackground(id, cache, () => store.remove(cache, key));
      return;
    }
    const digest = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    if (last?.digest === digest && at - last.at < RESAVE_MS) return;
    remember(id, digest, at);
    const pruning = at - prunedAt >= RESAVE_MS;
    if (pruning) prunedAt = at;
    inBackground(id, cache, async () => {
      await store.save(cache, key, value, at);
      if (pruning) await store.prune(at - outageMs);
    });
  };

  return {
    /** The load to give the cache: the same, leaving a copy of what it loads. */
    saving:
      <T>(cache: string, key: string, load: () => Promise<T>) =>
      async (): Promise<T> => {
        const value = await load();
        keep(cache, key, value);
        return value;
      },

    /**
     * A copy answered after a recent failure, given at once rather than waiting on the platform again. Once
     * a retryMs, one caller is told to `retry`: to ask the platform in the background, so in an outage one
     * caller waits, not one every retryMs. Two retryMs with no caller, the next one waits again.
     */
    recent<T>(cache: string, key: string): { value: T; retry: boolean } | undefined {
      const id = `${cache}|${key}`;
      const recent = answered.get(id);
      if (!recent) return;
      const at = now();
      if (at - recent.storedAt >= outageMs || at - recent.failedAt >= 2 * retryMs) {
        answered.delete(id);
        return;
      }
      const retry = at - recent.failedAt >= retryMs;
      if (retry) recent.failedAt = at;
      return { value: recent.value as T, retry };
    },

    /** The cache gave a value again (maybe one another instance loaded): callers go back to it. */
    answeredAgain(cache: string, key: string): void {
      answered.delete(`${cache}|${key}`);
    },

    /** After the cache failed: the copy while younger than outageMs, or the failure. */
    async instead<T>(cache: string, key: string, failure: unknown): Promise<T> {
      const copy = await withinMs(store.read(cache, key), READ_DEADLINE_MS, null).catch(() => null);
      if (!copy || now() - copy.storedAt >= outageMs) throw failure;
      answered.set(`${cache}|${key}`, { value: copy.value, storedAt: copy.storedAt, failedAt: now() });
      if (answered.size > REMEMBERED) answered.delete(answered.keys().next().value!);
      return copy.value as T;
    },
  };
}

export type CopiesForOutage = ReturnType<typeof copiesForOutage>;
