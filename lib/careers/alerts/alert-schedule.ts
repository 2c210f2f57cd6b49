import { runEvery } from '@/lib/background/run-every';
import { runAlertCheck, type AlertCheckDeps } from './run-alert-check';

/**
 * Runs the job alert check in the background worker. Of the instances on one database, one checks at a
 * time (a lease in `meta`, run-lease.ts); the others leave it that round.
 */
export const startAlertSchedule = (deps: AlertCheckDeps, intervalMs: number) =>
  runEvery('alerts check', () => runAlertCheck(deps), intervalMs);
