import { afterAll, beforeAll, expect, it } from 'vitest';
import { markAlertCheck } from '@/lib/careers/alerts/alert-check-mark';
import { markStatusEvent, markSubscription } from '@/lib/careers/status/status-events-mark';
import { markStatusRound } from '@/lib/careers/status/status-round-mark';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import {
  alertSubscriptions,
  applications,
  outboundMail,
  purgeRuns,
  type AlertStatus,
  type ApplicationStatus,
  type MailStatus,
} from '@/lib/db/schema';
import { readDatabaseFigures } from './database-figures';

// A fresh database of its own (PGlite, real Postgres): the figures count every row in it.
const NOW = new Date(Date.UTC(2026, 10, 27, 12));
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const epoch = (at: Date) => Math.floor(at.getTime() / 1000);
const everything = { statusUpdates: true, statusEvents: true };
let database: SiteDatabase;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

it('are zero, with no time known, on an empty database; without status mail, none of its figures', async () => {
  expect(await readDatabaseFigures(database.db, NOW, everything)).toEqual({
    applications: {},
    oldestUndeliveredAgeSeconds: 0,
    mail: { retrying: 0, oldestUnsentAgeSeconds: 0 },
    alerts: { confirmed: 0, pending: 0, lastCheckAt: null },
    statusMail: { lastRoundAt: null, events: { subscriptionFailing: false, lastEventAt: null } },
    lastPurgeAt: null,
  });
  const off = await readDatabaseFigures(database.db, NOW, { statusUpdates: false, statusEvents: false });
  expect(off.statusMail).toBeNull();
});

it('count applications, mail and alerts by state, the oldest still owed, and when each worker last ran', async () => {
  const application = (id: string, status: ApplicationStatus, createdAt: Date) => ({
    id: id.padEnd(22, 'x'),
    postingId: 'posting',
    idempotencyKey: `key-${id}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${id}@candidate.example` },
    candidateEmail: `${id}@candidate.example`,
    status,
    createdAt,
  });
  await database.db
    .insert(applications)
    .values([
      application('waiting', 'received', secondsAgo(600)),
      application('waiting-too', 'received', secondsAgo(60)),
      application('unknown', 'outcome_unknown', secondsAgo(300)),
      application('delivered', 'delivered', secondsAgo(7_200)),
      application('refused', 'refused', secondsAgo(9_000)),
    ]);
  const mail = (id: string, status: MailStatus, attempts: number, createdAt: Date) => ({
    id,
    toAddress: `${id}@candidate.example`,
    subject: 'Your application',
    textBody: 'Thank you',
    status,
    attempts,
    createdAt,
  });
  await database.db
    .insert(outboundMail)
    .values([
      mail('sent', 'sent', 1, secondsAgo(5_000)),
      mail('failing', 'pending', 3, secondsAgo(1_200)),
      mail('new', 'pending', 0, secondsAgo(10)),
      mail('going', 'sending', 1, secondsAgo(30)),
    ]);
  const alert = (id: string, status: AlertStatus) => ({
    id,
    email: `${id}@example.com`,
    ownerKey: `owner-${id}`,
    search: {},
    status,
    createdAt: secondsAgo(86_400),
  });
  await database.db
    .insert(alertSubscriptions)
    .values([alert('a', 'confirmed'), alert('b', 'confirmed'), alert('c', 'pending')]);
  await markAlertCheck(database.db, secondsAgo(900));
  await markStatusRound(database.db, { checked: 3, mailed: 1, unreadable: 0, at: secondsAgo(120) });
  await markSubscription(database.db, secondsAgo(60), 'failed:insufficient_scope');
  await markStatusEvent(database.db, secondsAgo(30));
  await database.db.insert(purgeRuns).values({
    ranAt: secondsAgo(1_800),
    filesDeleted: 0,
    applicationsDeleted: 0,
    mailDeleted: 0,
    linksRemoved: 0,
    countersDeleted: 0,
    sessionsDeleted: 0,
  });

  expect(await readDatabaseFigures(database.db, NOW, everything)).toEqual({
    applications: { received: 2, outcome_unknown: 1, delivered: 1, refused: 1 },
    oldestUndeliveredAgeSeconds: 600,
    mail: { sent: 1, pending: 2, sending: 1, retrying: 1, oldestUnsentAgeSeconds: 1_200 },
    alerts: { confirmed: 2, pending: 1, lastCheckAt: epoch(secondsAgo(900)) },
    statusMail: {
      lastRoundAt: epoch(secondsAgo(120)),
      events: { subscriptionFailing: true, lastEventAt: epoch(secondsAgo(30)) },
    },
    lastPurgeAt: epoch(secondsAgo(1_800)),
  });
});
