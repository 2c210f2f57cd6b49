import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prometheusText } from './prometheus-text';
import type { SiteFigures } from './site-figures';

const figures: SiteFigures = {
  applications: { delivered: 12, refused: 1, received: 2 },
  oldestUndeliveredAgeSeconds: 95,
  mail: { sent: 30, pending: 3, retrying: 2, oldestUnsentAgeSeconds: 600 },
  alerts: { confirmed: 4, pending: 1, lastCheckAt: null },
  statusMail: { lastRoundAt: 1_795_000_000, events: { subscriptionFailing: true, lastEventAt: null } },
  lastPurgeAt: null,
  liveInstances: 3,
  instance: {
    draining: false,
    deliveriesInFlight: 5,
    erasureJournalFailures: 1,
    platform: {
      requests: 1234,
      rateLimited: 7,
      retries: 9,
      queued: 2,
      inFlight: 4,
      oldestWaitSeconds: 1,
      tokenExpiresAt: 1_795_003_600,
    },
  },
};

/** The samples of the text as `name{labels}` → value, each family's HELP and TYPE checked on the way. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const typed = new Set<string>();
  for (const line of text.trim().split('\n')) {
    const type = /^# TYPE (\w+) (gauge|counter)$/.exec(line);
    if (type) {
      expect(typed.has(type[1]!), `one TYPE line for ${type[1]}`).toBe(false);
      typed.add(type[1]!);
      continue;
    }
    // The format ignores empty lines; prom-client puts one after each family.
    if (line === '' || line.startsWith('# HELP ')) continue;
    const sample = /^(\w+)(\{[^}]*\})? (-?\d+(?:\.\d+)?)$/.exec(line);
    expect(sample, `a sample line: ${line}`).not.toBeNull();
    expect(typed.has(sample![1]!), `${sample![1]} typed before its samples`).toBe(true);
    found.set(sample![1]! + (sample![2] ?? ''), Number(sample![3]));
  }
  return found;
}

describe('the site figures for Prometheus', () => {
  it('lists every state (0 where none), counts, ages and times', async () => {
    const { body, contentType } = await prometheusText(figures);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const found = samples(body);
    expect(found.get('careers_applications{state="delivered"}')).toBe(12);
    expect(found.get('careers_applications{state="outcome_unknown"}')).toBe(0);
    expect(found.get('careers_applications{state="withdrawn"}')).toBe(0);
    expect(found.get('careers_applications_oldest_undelivered_age_seconds')).toBe(95);
    expect(found.get('careers_mail{state="sending"}')).toBe(0);
    expect(found.get('careers_mail_retrying')).toBe(2);
    expect(found.get('careers_job_alerts{state="confirmed"}')).toBe(4);
    expect(found.get('careers_status_events_subscription_failing')).toBe(1);
    expect(found.get('careers_status_round_last_run_timestamp_seconds')).toBe(1_795_000_000);
    expect(found.get('careers_platform_requests_total')).toBe(1234);
    expect(found.get('careers_platform_rate_limited_total')).toBe(7);
    expect(found.get('careers_instance_draining')).toBe(0);
    expect(found.get('careers_erasure_journal_failures_total')).toBe(1);
    expect(found.get('careers_instances_live')).toBe(3);
    expect(found.get('careers_platform_token_expiry_timestamp_seconds')).toBe(1_795_003_600);
  });

  it('leaves out a time not known yet, and the status figures when status mail is off', async () => {
    const off = samples((await prometheusText({ ...figures, statusMail: null })).body);
    const names = [...off.keys()].join('\n');
    expect(names).not.toContain('careers_retention_purge_last_run');
    expect(names).not.toContain('careers_job_alert_check_last_run');
    expect(names).not.toContain('careers_status_');
    const on = samples((await prometheusText(figures)).body);
    expect([...on.keys()].join('\n')).not.toContain('careers_status_event_last_received');
  });

  it('holds no personal data: its text is the same whatever the candidates typed', async () => {
    const { body } = await prometheusText(figures);
    expect(body).not.toMatch(/@|https?:/);
  });
});

/** Debian's prometheus package has it; .ci/run installs it, so CI runs the rules' own tests. */
const promtool = spawnSync('promtool', ['--version']).status === 0;
const rulesFolder = fileURLToPath(new URL('../../deploy/prometheus/', import.meta.url));

describe.skipIf(!promtool)('the alert rules, checked by promtool', () => {
  it('are valid, and each fires when its test says, once for the whole cluster', () => {
    for (const args of [
      ['check', 'rules', 'career-site-alerts.yml'],
      ['test', 'rules', 'career-site-alerts.test.yml'],
    ]) {
      const run = spawnSync('promtool', args, { cwd: rulesFolder, encoding: 'utf8' });
      expect(run.status, `${args.join(' ')}\n${run.stdout}${run.stderr}`).toBe(0);
    }
  });
});

describe('the alert rules in deploy/prometheus', () => {
  // promtool checks their syntax and when each fires (the file's header); this keeps their names true.
  it('name only figures the site writes', async () => {
    const rules = readFileSync(
      new URL('../../deploy/prometheus/career-site-alerts.yml', import.meta.url),
      'utf8',
    );
    const named = new Set(rules.match(/\bcareers_[a-z_]+/g));
    // Every time known, so every figure is written.
    const complete: SiteFigures = {
      ...figures,
      alerts: { ...figures.alerts, lastCheckAt: 1 },
      statusMail: { lastRoundAt: 1, events: { subscriptionFailing: false, lastEventAt: 1 } },
      lastPurgeAt: 1,
    };
    const written = new Set(
      samples((await prometheusText(complete)).body)
        .keys()
        .map((key) => key.split('{')[0]!),
    );
    expect(named.size).toBeGreaterThan(4);
    expect([...named].filter((name) => !written.has(name))).toEqual([]);
  });
});
