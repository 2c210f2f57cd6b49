import type { AlertHealth } from '@/lib/admin/alert-health';
import { AdminStats } from './admin-stats';
import { formatDateTime, formatDuration } from './format';

/** Checks missed before the console says the schedule looks stopped (one late run is no news). */
const MISSED_CHECKS = 3;

/** Job alerts for staff: how many people get them, what went out, and that the check keeps running. */
export function AlertPanel({
  alerts,
  intervalMs,
  now,
}: {
  alerts: AlertHealth;
  intervalMs: number;
  now: Date;
}) {
  const last = alerts.lastCheckAt;
  const since = last ? now.getTime() - last.getTime() : 0;
  const { hourly, daily, weekly } = alerts.confirmedByFrequency;
  const stats: [string, string][] = [
    ['Confirmed alerts', `${alerts.confirmed} (as jobs open ${hourly}, daily ${daily}, weekly ${weekly})`],
    ['Waiting for confirmation', String(alerts.pending)],
    ['Alerts mailed, last 24 hours', String(alerts.alertsMailedLastDay)],
    [
      'Last check',
      last
        ? `${formatDateTime(last)} (${formatDuration(since)} ago)`
        : 'not yet (the first runs within a minute of starting)',
    ],
  ];
  return (
    <section className="admin-panel" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">Job alerts</h2>
      <p>
        New postings are looked for every {formatDuration(intervalMs)}; each alert gets at most one digest an
        hour, a day or a week, as its owner chose.
      </p>
      <AdminStats stats={stats} />
      {last && since > MISSED_CHECKS * intervalMs ? (
        <p className="admin-notice admin-notice-error">
          No check has finished for {formatDuration(since)}. A check stops when the platform does not list the
          postings (see the requests above), or the background worker is not running.
        </p>
      ) : null}
    </section>
  );
}
