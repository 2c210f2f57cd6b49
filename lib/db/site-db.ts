import 'server-only';
import { readSiteDatabaseEnv } from '../env';
import { openedProcessPart, releaseProcessPart } from '../site-runtime';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from './connection';

const PART = 'site-database';

/** The process's one site database, opened (and migrated) on first use from the environment. */
export function getSiteDatabase(): Promise<SiteDatabase> {
  return openedProcessPart(PART, () => {
    const env = readSiteDatabaseEnv();
    return openSiteDatabase({ url: env.DATABASE_URL, dataDir: env.SITE_DATA_DIR });
  });
}

export async function getSiteDb(): Promise<SiteDb> {
  return (await getSiteDatabase()).db;
}

/** Closes the shared database (shutdown, tests); the next `getSiteDb()` opens it again. */
export async function closeSiteDatabase(): Promise<void> {
  const opening = releaseProcessPart<Promise<SiteDatabase>>(PART);
  if (!opening) return;
  const database = await opening.catch(() => null);
  await database?.close();
}
