import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { keptCopies } from '@/lib/db/schema';

export type KeptCopy = { value: unknown; storedAt: number };

/** Where the last value a cache loaded is kept between restarts. */
export type KeptCopyStore = {
  read(cache: string, key: string): Promise<KeptCopy | null>;
  save(cache: string, key: string, value: unknown, storedAt: number): Promise<void>;
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
      await (
        await db()
      )
        .insert(keptCopies)
        .values({ cache, key, ...row })
        .onConflictDoUpdate({ target: [keptCopies.cache, keptCopies.key], set: row });
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
  /** Which values are kept (not "not found", which anyone can ask for). Default: every value. */
  kept?: (value: unknown) => boolean;
  now?: () => number;
  log?: Pick<Console, 'error'>;
};

/** How often an unchanged value is saved again, so its copy's age says when the platform last gave it. */
const RESAVE_MS = 60 * 60_000;
/** The values this process last saved, by key: enough to skip saving what did not change. */
const REMEMBERED = 10_000;

/**
 * Loads that leave a copy of what they load in the store and, when the platform fails, answer with the
 * copy while it is younger than `outageMs`. The caches keep a value for an outage too, in memory or in
 * Redis; this copy is what is left after a restart, which loses the first and may lose the second.
 */
export function keptCopyLoads({
  store,
  outageMs,
  kept = () => true,
  now = Date.now,
  log = console,
}: KeptCopyOptions) {
  const saved = new Map<string, { digest: string; at: number }>();
  let prunedAt = -Infinity;

  /** Saved when it changed or the last save is an hour old; a store that fails costs the page nothing. */
  const keep = (cache: string, key: string, value: unknown) => {
    const id = `${cache}|${key}`;
    const digest = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
    const last = saved.get(id);
    if (last?.digest === digest && now() - last.at < RESAVE_MS) return;
    const at = now();
    saved.delete(id);
    saved.set(id, { digest, at });
    if (saved.size > REMEMBERED) saved.delete(saved.keys().next().value!);
    const pruning = at - prunedAt >= RESAVE_MS;
    if (pruning) prunedAt = at;
    void (async () => {
      await store.save(cache, key, value, at);
      if (pruning) await store.prune(at - outageMs);
    })().catch((error: unknown) => {
      // Saved again next time rather than thought saved.
      saved.delete(id);
      log.error(`[careers] keeping a copy of ${cache} failed: ${(error as Error).name}`);
    });
  };

  return <T>(cache: string, key: string, load: () => Promise<T>) =>
    async (): Promise<T> => {
      let value: T;
      try {
        value = await load();
      } catch (error) {
        const copy = await store.read(cache, key).catch(() => null);
        if (copy && now() - copy.storedAt < outageMs) return copy.value as T;
        throw error;
      }
      if (kept(value)) keep(cache, key, value);
      return value;
    };
}
