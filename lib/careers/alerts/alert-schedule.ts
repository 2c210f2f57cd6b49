import { runEvery } from '@/lib/background/run-every';
import { runAlertCheck, type AlertCheckDeps } from './run-alert-check';

/**
 * Runs the job alert check in the background worker. Instances on one database may overlap: each
 * digest is queued by one of them only (runAlertCheck).
 */
export const startAlertSchedule = (deps: AlertCheckDeps, intervalMs: number) =>
  runEvery('alerts check', () => runAlertCheck(deps), intervalMs);
