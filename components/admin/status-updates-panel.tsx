import type { StatusUpdatesHealth } from '@/lib/admin/status-updates-health';
import { failedLook, type StatusEventsMarks } from '@/lib/careers/status/status-events-mark';
import { AdminStats } from './admin-stats';
import { formatDateTime, formatDuration } from './format';

/** Rounds missed before the console says the schedule looks stopped (one late round is no news). */
const MISSED_ROUNDS = 3;

/**
 * Mail as applications move on, for staff: how many candidates hear of theirs, and whether the check
 * runs and the platform answers it. With STATUS_UPDATES=off, only that it is off.
 */
export function StatusUpdatesPanel({
  health,
  intervalMs,
  recheckMs,
  now,
}: {
  health: StatusUpdatesHealth | null;
  intervalMs: number;
  recheckMs: number;
  now: Date;
}) {
  if (!health)
    return (
      <section className="admin-panel" aria-labelledby="status-mail-heading">
        <h2 id="status-mail-heading">Status mails</h2>
        <p>Off (STATUS_UPDATES=off): candidates follow their applications on their status pages only.</p>
      </section>
    );
  const last = health.lastRound;
  const since = last ? now.getTime() - last.at.getTime() : 0;
  const failed = failedLook(health.events);
  const stats: [string, string][] = [
    ['Applications followed', String(health.followed)],
    ['Stopped by their candidates', String(health.stopped)],
    [
      'Last round',
      last
        ? `${formatDateTime(last.at)} (${formatDuration(since)} ago): ${last.checked} asked about, ${last.mailed} mailed, ${last.unreadable} unreadable`
        : `not yet (the first runs ${formatDuration(intervalMs)} after starting)`,
    ],
    ['Status events from the platform', eventsText(health.events, failed !== null, now)],
  ];
  return (
    <section className="admin-panel" aria-labelledby="status-mail-heading">
      <h2 id="status-mail-heading">Status mails</h2>
      <p>
        Candidates are mailed when their application moves on. Every {formatDuration(intervalMs)} a round asks
        the platform about up to 100 of them, each at most every {formatDuration(recheckMs)}.
      </p>
      <AdminStats stats={stats} />
      {last && last.checked > 0 && last.unreadable === last.checked ? (
        <p className="admin-notice admin-notice-error">
          The platform answered none of the last round&rsquo;s questions (down, limiting the site, or refusing
          its credential): see the requests and rate limits above.
        </p>
      ) : null}
      {failed ? (
        <p className="admin-notice admin-notice-error">
          The platform subscription to status events could not be kept ({failed.code},{' '}
          {formatDateTime(failed.at)}): moves reach candidates only with the rounds. The credential must be
          allowed PLATFORM_WEBHOOKS_SCOPE, and the platform must reach SITE_URL.
        </p>
      ) : null}
      {last && since > MISSED_ROUNDS * intervalMs ? (
        <p className="admin-notice admin-notice-error">
          No round has finished for {formatDuration(since)}: the background worker may not be running.
        </p>
      ) : null}
    </section>
  );
}

/** Whether the site subscribes to status events, how its last look went, and when the last one came. */
function eventsText(events: StatusEventsMarks | null, failed: boolean, now: Date): string {
  if (!events) return 'off (PLATFORM_WEBHOOKS=off): the rounds alone find moves';
  if (!events.kept) return 'on: the subscription is not made yet (the first try is 5 s after starting)';
  const last = events.lastEvent
    ? `the last came ${formatDuration(now.getTime() - events.lastEvent.getTime())} ago`
    : 'none has come yet';
  return `on, ${failed ? 'not subscribed' : 'subscribed'} (checked ${formatDateTime(events.kept.at)}); ${last}`;
}
