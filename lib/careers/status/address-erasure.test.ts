import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { alertSubscriptions, applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import { recordingJournal } from '../test-support/recording-journal';
import { ADDRESS_LINK_TTL_MS, AddressLinkSigner } from './address-link';
import { addressErasureSubjectOf, eraseEverythingUnder, type AddressErasureDeps } from './address-erasure';

const addressLinks = new AddressLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const NOW = Date.UTC(2026, 10, 27, 12);
const ADA = 'ada@candidate.example';
const BOB = 'bob@candidate.example';
const STAFF = 'hr@acme.example';
const id = (name: string) => name.padEnd(22, 'x');
let database: SiteDatabase;
let queued = 0;
const journal = recordingJournal();
const deps = (): AddressErasureDeps => ({
  db: database.db,
  addressLinks,
  staff: [STAFF],
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
  journal,
});

async function application(name: string, email: string, status: ApplicationStatus) {
  await database.db.insert(applications).values({
    id: id(name),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email },
    candidateEmail: email,
    status,
    platformCandidateId: status === 'delivered' ? `cand-${name}` : null,
  });
  await database.db.insert(outboundMail).values({
    id: `confirm-${name}`,
    applicationId: id(name),
    toAddress: email,
    subject: 'Your application',
    textBody: 'Thank you',
  });
}

async function alert(name: string, email: string) {
  await database.db.insert(alertSubscriptions).values({
    id: id(name),
    email,
    ownerKey: `owner-${name}`,
    search: { q: 'robots' },
    createdAt: new Date(NOW),
  });
  await database.db.insert(outboundMail).values({
    id: `digest-${name}`,
    alertSubscriptionId: id(name),
    toAddress: email,
    subject: 'New jobs',
    textBody: 'Robots',
  });
}

const left = async () => ({
  applications: (
    await database.db
      .select({ id: applications.id, askedAt: applications.erasureAskedAt })
      .from(applications)
      .orderBy(asc(applications.id))
  ).map((row) => [row.id.replace(/x+$/, ''), row.askedAt !== null]),
  alerts: (await database.db.select({ id: alertSubscriptions.id }).from(alertSubscriptions)).map((row) =>
    row.id.replace(/x+$/, ''),
  ),
  mails: (await database.db.select({ id: outboundMail.id, to: outboundMail.toAddress }).from(outboundMail))
    // A staff mail's id is random: it is named by whom it is to.
    .map((row) => `${row.to === STAFF ? 'staff' : row.id} → ${row.to}`)
    .sort(),
});

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await application('ada-waiting', ADA, 'received');
  await application('ada-sent', ADA, 'delivered');
  await application('ada-sending', ADA, 'delivering');
  await application('bob', BOB, 'delivered');
  await alert('ada-alert', ADA);
  await alert('bob-alert', BOB);
  await database.db.insert(outboundMail).values([
    { id: 'links-ada', toAddress: 'Ada@Candidate.example', subject: 'Your applications', textBody: 'Links' },
    { id: 'links-bob', toAddress: BOB, subject: 'Your applications', textBody: 'Links' },
  ]);
});
afterAll(async () => {
  await database.close();
});

describe('deleting everything under an address', () => {
  it('tells the page how much there is and what else follows, and changes nothing', async () => {
    const before = await left();
    expect(await addressErasureSubjectOf(deps(), addressLinks.sign(ADA, NOW), NOW)).toEqual({
      applications: 3,
      alerts: 1,
      onPlatform: true,
      settling: true,
    });
    expect(await left()).toEqual(before);
  });

  it('deletes nothing for a link that has expired or was changed', async () => {
    const before = await left();
    const token = addressLinks.sign(ADA, NOW);
    expect(await eraseEverythingUnder(deps(), token, NOW + ADDRESS_LINK_TTL_MS + 1)).toBeNull();
    expect(await eraseEverythingUnder(deps(), `${token.slice(0, -2)}AA`, NOW)).toBeNull();
    expect(await addressErasureSubjectOf(deps(), `${token.slice(0, -2)}AA`, NOW)).toBeNull();
    expect(await left()).toEqual(before);
  });

  it('deletes each application as its own button would, every alert and every other mail, and nothing of anyone else’s', async () => {
    queued = 0;
    expect(await eraseEverythingUnder(deps(), addressLinks.sign(ADA, NOW), NOW)).toEqual({
      erased: 2,
      asked: 1,
      platformAsked: true,
      alerts: 1,
      mails: 1,
    });
    expect(await left()).toEqual({
      // The one being sent stays until that settles, marked so that it goes then (asked-erasures.ts).
      applications: [
        ['ada-sending', true],
        ['bob', false],
      ],
      alerts: ['bob-alert'],
      mails: [
        'confirm-ada-sending → ada@candidate.example',
        'confirm-bob → bob@candidate.example',
        'digest-bob-alert → bob@candidate.example',
        'staff → hr@acme.example',
        'links-bob → bob@candidate.example',
      ].sort(),
    });
    // Staff are asked about the platform's copy of the one that reached it, by its ids only.
    const [staffMail] = await database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.toAddress, STAFF));
    expect(staffMail!.textBody).toContain('cand-ada-sent');
    expect(staffMail!.textBody).not.toContain(ADA);
    expect(queued).toBe(1);
    // Every row that went (or goes once it settles) is written down by id, so a restore deletes it again.
    const applicationsJournaled = journal.recorded.flatMap((erasure) => erasure.applications ?? []);
    expect(applicationsJournaled.sort()).toEqual([id('ada-sending'), id('ada-sent'), id('ada-waiting')]);
    expect(journal.recorded.at(-1)).toEqual({ alerts: [id('ada-alert')], mails: ['links-ada'] });
  });
});
