import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The site's database whichever driver is behind it: queries and transactions, no driver specifics. */
export type SiteDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type SiteDatabase = { db: SiteDb; close: () => Promise<void>; kind: 'pglite' | 'postgres' };
export type SiteDatabaseOptions = {
  /** A postgres:// URL; without one the embedded PGlite is used. */
  url?: string;
  /** PGlite's directory, or `memory://`. */
  dataDir: string;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: site processes starting together on one Postgres take turns to migrate.
const MIGRATION_LOCK = 7_345_112;

async function openPglite(dataDir: string): Promise<SiteDatabase> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close(), kind: 'pglite' };
}

/** Migrates on one dedicated connection holding an advisory lock, so concurrent starts cannot collide. */
async function migrateWithLock(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string): Promise<SiteDatabase> {
  await migrateWithLock(url);
  const client = postgres(url, { onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db, close: () => client.end(), kind: 'postgres' };
}

/** Opens the site's database and brings its schema up to date: Postgres for a URL, else PGlite. */
export function openSiteDatabase({ url, dataDir }: SiteDatabaseOptions): Promise<SiteDatabase> {
  return url ? openPostgres(url) : openPglite(dataDir);
}
