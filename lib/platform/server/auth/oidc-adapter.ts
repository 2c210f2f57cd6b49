import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { PlatformDb } from '../store/db';
import { oidcModels } from '../store/schema';
import { BoundedCache } from './bounded-cache';

/** Models read on every API request (bearer token checks) and therefore kept in memory. */
const CACHED_MODELS: ReadonlySet<string> = new Set(['AccessToken', 'ClientCredentials', 'Grant']);
const DEFAULT_CACHE_SIZE = 10_000;

type CachedRow = { payload: AdapterPayload; expiresAt: number | null; grantId: string | null };

export type OidcAdapterFactory = {
  Adapter: AdapterConstructor;
  /** Forgets every cached row; call after the table was changed behind the adapter's back (a reset). */
  clearCaches: () => void;
};

/**
 * oidc-provider's storage, one row per (model, id) in `oidc_models`. Cached models stay coherent
 * because every write for a model goes through that model's single adapter instance: upsert
 * refreshes the entry, consume/destroy/revokeByGrantId evict it.
 */
export function createOidcAdapter(db: PlatformDb, options: { cacheSize?: number } = {}): OidcAdapterFactory {
  const caches = new Set<BoundedCache<string, CachedRow>>();
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;

  class DrizzleAdapter implements Adapter {
    private readonly cache: BoundedCache<string, CachedRow> | null;

    constructor(private readonly model: string) {
      this.cache = CACHED_MODELS.has(model) ? new BoundedCache(cacheSize) : null;
      if (this.cache) caches.add(this.cache);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcModels)
        .values({ model: this.model, id, ...columns })
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: columns });
      this.cache?.set(id, {
        payload: structuredClone(payload),
        expiresAt: expiresAt?.getTime() ?? null,
        grantId: columns.grantId,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const cached = this.cache?.get(id);
      if (cached) {
        if (isLive(cached.expiresAt)) return structuredClone(cached.payload);
        this.cache?.delete(id);
        return undefined;
      }
      const row = await this.findOne(eq(oidcModels.id, id));
      if (row && this.cache) {
        this.cache.set(id, {
          payload: structuredClone(row.payload),
          expiresAt: row.expiresAt?.getTime() ?? null,
          grantId: row.grantId,
        });
      }
      return row?.payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await this.findOne(eq(oidcModels.uid, uid)))?.payload;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await this.findOne(eq(oidcModels.userCode, userCode)))?.payload;
    }

    async consume(id: string): Promise<void> {
      const consumedAt = Math.floor(Date.now() / 1000);
      this.cache?.delete(id);
      await db
        .update(oidcModels)
        .set({ payload: sql`${oidcModels.payload} || jsonb_build_object('consumed', ${consumedAt}::bigint)` })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
      this.cache?.delete(id);
    }

    // Writes evict before (no cached answer while the write runs) and after (a find racing with the
    // write cannot leave the old row cached).
    async destroy(id: string): Promise<void> {
      this.cache?.delete(id);
      await db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
      this.cache?.delete(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const revoked = (row: CachedRow) => row.grantId === grantId;
      this.cache?.deleteWhere(revoked);
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.grantId, grantId)));
      this.cache?.deleteWhere(revoked);
    }

    private async findOne(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: oidcModels.payload, expiresAt: oidcModels.expiresAt, grantId: oidcModels.grantId })
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), condition))
        .limit(1);
      if (!row || !isLive(row.expiresAt?.getTime() ?? null)) return undefined;
      return { ...row, payload: row.payload as AdapterPayload };
    }
  }

  return {
    Adapter: DrizzleAdapter,
    clearCaches: () => caches.forEach((cache) => cache.clear()),
  };
}

/** Removes rows past their expiry; the adapter never returns them, this only reclaims space. */
export async function purgeExpiredOidcModels(db: PlatformDb): Promise<void> {
  await db.delete(oidcModels).where(sql`${oidcModels.expiresAt} <= now()`);
}

function isLive(expiresAt: number | null): boolean {
  return expiresAt === null || expiresAt > Date.now();
}
