import path from 'node:path';
import { erasureJournalDirOf, type SiteDatabaseEnv } from '@/lib/env';

/**
 * Whether the journal is kept inside PGlite's data directory: the README's backup copies that directory, so
 * a restore would put back an old journal along with the old database, and undo what it was kept for.
 */
export function erasureJournalInsideData(env: SiteDatabaseEnv): boolean {
  const dir = erasureJournalDirOf(env);
  if (!dir || env.DATABASE_URL || env.SITE_DATA_DIR === 'memory://') return false;
  const inside = path.relative(path.resolve(env.SITE_DATA_DIR), path.resolve(dir));
  // `..` or `../…` is outside; a child named `..erasures` is inside. (Links are taken as written.)
  return inside !== '..' && !inside.startsWith(`..${path.sep}`) && !path.isAbsolute(inside);
}
