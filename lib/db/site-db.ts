import 'server-only';
import { readSiteDatabaseEnv } from '../env';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from './connection';

// On globalThis: Next may load this module more than once (route bundles, dev reloads), and two PGlite
// instances on one directory would corrupt it.
const slot = Symbol.for('career-site.site-database');
type Holder = { [slot]?: Promise<SiteDatabase> };
const holder = globalThis as Holder;

/** The process's one site database, opened (and migrated) on first use from the environment. */
export function getSiteDatabase(): Promise<SiteDatabase> {
  if (!holder[slot]) {
    const opening = Promise.resolve().then(() => {
      const env = readSiteDatabaseEnv();
      return openSiteDatabase({ url: env.DATABASE_URL, dataDir: env.SITE_DATA_DIR });
    });
    // A failed open is not kept, so the next request tries again.
    opening.catch(() => {
      if (holder[slot] === opening) delete holder[slot];
    });
    holder[slot] = opening;
  }
  return holder[slot];
}

export async function getSiteDb(): Promise<SiteDb> {
  return (await getSiteDatabase()).db;
}

/** Closes the shared database (shutdown, tests); the next `getSiteDb()` opens it again. */
export async function closeSiteDatabase(): Promise<void> {
  const opening = holder[slot];
  if (!opening) return;
  delete holder[slot];
  const database = await opening.catch(() => null);
  await database?.close();
}
