import { Counter, Gauge, Registry } from 'prom-client';
import { applicationStatuses, mailStatuses } from '@/lib/db/schema';
import type { SiteFigures } from './site-figures';

/**
 * The site's figures in Prometheus' text format, made anew for each scrape from the figures of that moment
 * (a registry of its own: nothing is kept between scrapes, so one instance never reports another's).
 * Every state is listed, with 0 where none is in it, so an alert rule always has its series; a time not yet
 * known (no purge has run) is left out rather than reported as 1970.
 */
export async function prometheusText(figures: SiteFigures): Promise<{ body: string; contentType: string }> {
  const registry = new Registry();
  const gauge = (name: string, help: string, value: number | boolean | null) => {
    if (value === null) return;
    new Gauge({ name, help, registers: [registry] }).set(Number(value));
  };
  const byState = <S extends string>(
    name: string,
    help: string,
    states: readonly S[],
    counts: Partial<Record<S, number>>,
  ) => {
    const metric = new Gauge({ name, help, labelNames: ['state'], registers: [registry] });
    for (const state of states) metric.set({ state }, counts[state] ?? 0);
  };
  const counter = (name: string, help: string, value: number) =>
    new Counter({ name, help, registers: [registry] }).inc(value);

  byState(
    'careers_applications',
    'Applications the site keeps, by delivery state (site-wide)',
    applicationStatuses,
    figures.applications,
  );
  gauge(
    'careers_applications_oldest_undelivered_age_seconds',
    'How long the oldest application not yet on the platform (nor refused) has waited; 0 when none (site-wide)',
    figures.oldestUndeliveredAgeSeconds,
  );
  byState('careers_mail', 'Mail in the outbox, by state (site-wide)', mailStatuses, figures.mail);
  gauge(
    'careers_mail_retrying',
    'Mail not sent yet after at least one failed try (site-wide)',
    figures.mail.retrying,
  );
  gauge(
    'careers_mail_oldest_unsent_age_seconds',
    'How long the oldest mail not yet sent has waited; 0 when none (site-wide)',
    figures.mail.oldestUnsentAgeSeconds,
  );
  byState(
    'careers_job_alerts',
    'Job alerts, by state (site-wide)',
    ['confirmed', 'pending'] as const,
    figures.alerts,
  );
  gauge(
    'careers_job_alert_check_last_run_timestamp_seconds',
    'When the job alert check last ran (site-wide)',
    figures.alerts.lastCheckAt,
  );
  if (figures.statusMail) {
    gauge(
      'careers_status_round_last_run_timestamp_seconds',
      'When a round of the status mail check last ran (site-wide)',
      figures.statusMail.lastRoundAt,
    );
    const events = figures.statusMail.events;
    if (events) {
      gauge(
        'careers_status_events_subscription_failing',
        "1 when the worker's last look could not keep the platform's status events subscription (site-wide)",
        events.subscriptionFailing,
      );
      gauge(
        'careers_status_event_last_received_timestamp_seconds',
        'When the last status event from the platform was taken (site-wide)',
        events.lastEventAt,
      );
    }
  }
  gauge(
    'careers_retention_purge_last_run_timestamp_seconds',
    'When the retention purge last ran (site-wide)',
    figures.lastPurgeAt,
  );
  gauge(
    'careers_instances_live',
    'Site instances seen alive (this one alone without Redis)',
    figures.liveInstances,
  );

  const { instance } = figures;
  gauge('careers_instance_draining', '1 while this instance shuts down', instance.draining);
  gauge(
    'careers_deliveries_in_flight',
    'Applications this instance is sending now',
    instance.deliveriesInFlight,
  );
  counter(
    'careers_erasure_journal_failures_total',
    "Entries (deletions, candidates' choices, deliveries, mails sent) this instance could not write down in the erasure journal since it started (a restore would undo or repeat them)",
    instance.erasureJournalFailures,
  );
  counter(
    'careers_platform_requests_total',
    "Requests this instance's platform client made since it started",
    instance.platform.requests,
  );
  counter(
    'careers_platform_rate_limited_total',
    'Answers of 429 (rate limited) this instance had from the platform since it started',
    instance.platform.rateLimited,
  );
  counter(
    'careers_platform_retries_total',
    "Retries of this instance's platform client since it started",
    instance.platform.retries,
  );
  gauge(
    'careers_platform_queue_waiting',
    "Requests waiting in this instance's pacer for the platform's budget",
    instance.platform.queued,
  );
  gauge(
    'careers_platform_queue_oldest_wait_seconds',
    "How long the oldest request in this instance's pacer has waited",
    instance.platform.oldestWaitSeconds,
  );
  gauge(
    'careers_platform_requests_in_flight',
    'Requests of this instance the platform is answering now',
    instance.platform.inFlight,
  );
  gauge(
    'careers_platform_token_expiry_timestamp_seconds',
    "When this instance's platform access token expires",
    instance.platform.tokenExpiresAt,
  );
  return { body: await registry.metrics(), contentType: registry.contentType };
}
