import 'server-only';
import type { JobSummary, Unavailable } from '../job';
import { getJob, listOpenJobs } from '../jobs';

/** A saved list as the page shows it, each part in the order saved. */
export type SavedJobs =
  | {
      status: 'ok';
      open: JobSummary[];
      /** Saved, and since closed: named, so the candidate knows what became of them. */
      closed: JobSummary[];
      /** Ids the platform no longer knows (deleted, or not this site's): the browser forgets them. */
      gone: string[];
    }
  | Unavailable;

/**
 * The jobs of a saved list. Open ones come from the open postings the list pages keep (no platform call
 * while they are fresh); only an id not among them is looked up, to tell a closed job from a gone one.
 */
export async function loadSavedJobs(ids: readonly string[]): Promise<SavedJobs> {
  if (ids.length === 0) return { status: 'ok', open: [], closed: [], gone: [] };
  const openJobs = await listOpenJobs();
  if (openJobs.status !== 'ok') return openJobs;
  const open = new Map(openJobs.jobs.map((job) => [job.id, job]));
  const found = await Promise.all(
    ids.map(async (id) => {
      const known = open.get(id);
      return known ? ({ status: 'ok', job: known } as const) : getJob(id);
    }),
  );
  if (found.some((result) => result.status === 'unavailable')) return { status: 'unavailable' };
  const saved: SavedJobs = { status: 'ok', open: [], closed: [], gone: [] };
  ids.forEach((id, index) => {
    const result = found[index];
    if (result?.status !== 'ok') saved.gone.push(id);
    else (result.job.open ? saved.open : saved.closed).push(result.job);
  });
  return saved;
}
