import type { Metadata } from 'next';
import { AdminStats } from '@/components/admin/admin-stats';
import { AlertPanel } from '@/components/admin/alert-panel';
import { formatDateTime, formatDuration } from '@/components/admin/format';
import { InstancesTable } from '@/components/admin/instances-table';
import { LastPurge } from '@/components/admin/last-purge';
import { LimitsTable } from '@/components/admin/limits-table';
import { MinutesTable } from '@/components/admin/minutes-table';
import { RequestsChart } from '@/components/admin/requests-chart';
import { StatusUpdatesPanel } from '@/components/admin/status-updates-panel';
import { stateLabels } from '@/lib/admin/delivery-state';
import { readAlertHealth } from '@/lib/admin/alert-health';
import { erasureJournalText } from '@/lib/admin/erasure-journal-health';
import { readClusterHealth } from '@/lib/admin/cluster-health';
import { readPlatformHealth } from '@/lib/admin/platform-health';
import { readStatusUpdatesHealth } from '@/lib/admin/status-updates-health';
import { requireAdmin } from '@/lib/admin/require-admin';
import { readLastRepeat } from '@/lib/careers/erasure-journal/last-repeat';
import { getErasureJournal } from '@/lib/careers/erasure-journal/site-erasure-journal';
import { lastPurge } from '@/lib/careers/retention/purge';
import { postingsScopeText } from '@/lib/careers/postings-scope';
import { getSiteConfig } from '@/lib/careers/site';
import { getSiteDb } from '@/lib/db/site-db';
import { erasureJournalDirOf, readDeliveryEnv, readSiteDatabaseEnv } from '@/lib/env';
import { applicationStatuses } from '@/lib/db/schema';

export const metadata: Metadata = { title: 'Platform health' };

export default async function HealthPage() {
  await requireAdmin('/admin/health');
  const db = await getSiteDb();
  const now = new Date();
  const env = readDeliveryEnv();
  const [health, cluster, alerts, statusMail, purge, lastRepeat] = await Promise.all([
    readPlatformHealth(db),
    readClusterHealth(),
    readAlertHealth(db, now),
    env.STATUS_UPDATES ? readStatusUpdatesHealth(db, { events: env.PLATFORM_WEBHOOKS }) : null,
    lastPurge(db),
    readLastRepeat(db),
  ]);
  const scope = postingsScopeText(getSiteConfig().postingsScope);
  const token = health.tokenExpiresAt;
  const stats: [string, string][] = [
    ['Requests, last hour', String(health.lastHour.requests)],
    ['429 answers, last hour', String(health.lastHour.rateLimited)],
    ['Retries, last hour', String(health.lastHour.retries)],
    ['Waiting in the queue', String(health.queue.queued)],
    [
      'Oldest waiting request',
      health.queue.queued ? formatDuration(health.queue.oldestWaitMs) : 'none waiting',
    ],
    ['In flight', String(health.queue.inFlight)],
    [
      'Site token expires',
      token
        ? `${formatDateTime(token)} (${token > health.now ? `in ${formatDuration(token - health.now)}` : 'expired'})`
        : 'no token yet',
    ],
    [
      'Outbox lag',
      health.outbox.oldestUndeliveredAt
        ? `${formatDuration(health.outbox.lagMs)} (oldest undelivered since ${formatDateTime(health.outbox.oldestUndeliveredAt)})`
        : 'nothing waiting',
    ],
    [
      'Refused or undelivered: mail to staff',
      env.STAFF_NOTIFY_EMAIL
        ? `${env.STAFF_NOTIFY_EMAIL.length} address${env.STAFF_NOTIFY_EMAIL.length === 1 ? '' : 'es'}, every ${formatDuration(env.STAFF_NOTIFY_INTERVAL_MS)}`
        : 'off (STAFF_NOTIFY_EMAIL is unset)',
    ],
    [
      'Erasure journal',
      erasureJournalText(
        erasureJournalDirOf(readSiteDatabaseEnv()),
        getErasureJournal().failures,
        lastRepeat,
      ),
    ],
  ];
  return (
    <>
      <h1>Platform health</h1>
      <p>The site&rsquo;s platform client in this server process, as of {formatDateTime(health.now)}.</p>
      {scope && (
        <p>
          This site shows the account&rsquo;s postings that pass <code>{scope}</code> (SITE_POSTINGS_FILTER).
        </p>
      )}
      <AdminStats stats={stats} />
      <section className="admin-panel" aria-labelledby="instances-title">
        <h2 id="instances-title">Instances</h2>
        <InstancesTable cluster={cluster} />
      </section>
      <section className="admin-panel" aria-labelledby="traffic-title">
        <h2 id="traffic-title">Traffic, last hour</h2>
        <RequestsChart series={health.perMinute} />
        <MinutesTable series={health.perMinute} />
      </section>
      <section className="admin-panel" aria-labelledby="limits-title">
        <h2 id="limits-title">Rate limits</h2>
        <LimitsTable limits={health.limits} />
      </section>
      <section className="admin-panel" aria-labelledby="outbox-title">
        <h2 id="outbox-title">Outbox</h2>
        <ul>
          {applicationStatuses.map((state) => (
            <li key={state}>
              {stateLabels[state]}: {health.outbox.byState[state] ?? 0}
            </li>
          ))}
        </ul>
      </section>
      <AlertPanel alerts={alerts} intervalMs={env.ALERTS_CHECK_INTERVAL_MS} now={now} />
      <StatusUpdatesPanel
        health={statusMail}
        intervalMs={env.STATUS_UPDATES_CHECK_INTERVAL_MS}
        recheckMs={env.STATUS_UPDATES_RECHECK_MS}
        now={now}
      />
      <LastPurge purge={purge} retentionDays={env.RETENTION_DAYS} activityDays={env.STAFF_ACTIVITY_DAYS} />
    </>
  );
}
