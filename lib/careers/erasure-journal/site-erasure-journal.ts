import 'server-only';
import { mkdir } from 'node:fs/promises';
import { getCluster } from '@/lib/cluster/cluster';
import { erasureJournalDirOf, readSiteDatabaseEnv } from '@/lib/env';
import { processPart } from '@/lib/site-runtime';
import type { ErasureDeps } from '../status/erasure';
import { NO_ERASURE_JOURNAL, openErasureJournal, type ErasureJournal } from './erasure-journal';
import { erasureJournalInsideData } from './journal-inside-data';
import { describeRepeated } from './last-repeat';
import { repeatJournaledEntries, sitePathsForRepeating } from './repeat-erasures';

const journalDir = () => erasureJournalDirOf(readSiteDatabaseEnv());

/** The process's erasure journal, in ERASURE_JOURNAL_DIR (or beside PGlite's data); none when off. */
export function getErasureJournal(): ErasureJournal {
  return processPart('erasure-journal', () => {
    const dir = journalDir();
    return dir ? openErasureJournal({ dir, instance: getCluster().name }) : NO_ERASURE_JOURNAL;
  });
}

/**
 * At start, before anything is sent: the deletions and choices the journal has and the database does
 * not, which a restored backup undid, are done again (repeat-erasures.ts). A journal that cannot be read does
 * not stop the site, whose applications must still go out; it is logged, by its error code alone.
 */
export async function repeatErasuresAtStart(deps: Omit<ErasureDeps, 'signer' | 'journal'>): Promise<void> {
  const env = readSiteDatabaseEnv();
  const dir = erasureJournalDirOf(env);
  if (!dir) {
    if (env.DATABASE_URL && !env.ERASURE_JOURNAL_DIR && process.env.NODE_ENV === 'production')
      console.warn(
        '[erasure-journal] off: set ERASURE_JOURNAL_DIR (or "off"), or a restored backup brings back what candidates deleted',
      );
    return;
  }
  if (erasureJournalInsideData(env))
    console.warn(
      '[erasure-journal] ERASURE_JOURNAL_DIR is inside SITE_DATA_DIR: a backup copies it and a restore puts back an old journal; keep it outside (README, "Backups")',
    );
  try {
    // Made now, so a directory the site cannot write is in the log at start, not at a candidate's click.
    await mkdir(dir, { recursive: true });
    const repeated = await repeatJournaledEntries({ db: deps.db, dir, ...sitePathsForRepeating(deps) });
    const { unreadableLines, ...counts } = repeated;
    const said = describeRepeated(counts);
    if (said)
      console.warn(
        `[erasure-journal] brought the database up to date with the journal (after a restore, what it undid): ${said}`,
      );
    if (unreadableLines > 0)
      console.error(`[erasure-journal] ${unreadableLines} lines in ${dir} could not be read`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.name : 'unknown');
    console.error(`[erasure-journal] could not repeat the journal from ${dir}: ${code}`);
  }
}
