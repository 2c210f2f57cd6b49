import type { OpenJobsResult } from '../job';
import type { AlertFrequency } from './alert-frequency';
import type { AlertLinkSigner } from './alert-links';
import { confirmAlert, type JournaledAlertDb } from './alert-store';
import { recordOpenPostings } from './posting-registry';

export type ConfirmDeps = JournaledAlertDb & {
  links: AlertLinkSigner;
  /** The postings open now (the pages' cache will do): they are not news to this alert. */
  listOpenJobs: () => Promise<OpenJobsResult>;
  now: () => number;
};

/**
 * Confirms the alert a confirm link names, at the chosen frequency, and answers the manage link to show
 * next; null for a link that is tampered, expired, or names an alert that was forgotten.
 */
export async function confirmAlertByLink(
  deps: ConfirmDeps,
  token: string,
  frequency: AlertFrequency,
): Promise<string | null> {
  const now = deps.now();
  const id = deps.links.verify(token, 'confirm', now);
  if (!id) return null;
  const result = await confirmAlert(deps, id, new Date(now), frequency);
  if (result.status !== 'confirmed') return null;
  const open = await deps.listOpenJobs();
  // Unreachable platform: the next check records them; a posting opened meanwhile then counts as old.
  if (open.status === 'ok')
    await recordOpenPostings(
      deps.db,
      open.jobs.map((job) => job.id),
      new Date(now),
    );
  return deps.links.sign('manage', result.alert.ownerKey, now);
}
