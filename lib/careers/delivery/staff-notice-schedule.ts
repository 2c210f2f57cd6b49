import { runEvery } from '@/lib/background/run-every';
import { queueStaffNotice, type StaffNoticeDeps } from './staff-notice';

/**
 * Mails staff, in the background worker, of applications that need a person (STAFF_NOTIFY_EMAIL).
 * Instances on one database may overlap: each application is named by one of them only.
 */
export const startStaffNoticeSchedule = (deps: StaffNoticeDeps, intervalMs: number) =>
  runEvery('staff notice', () => queueStaffNotice(deps), intervalMs);
