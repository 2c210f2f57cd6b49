import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import type { CandidateStatus } from '@/lib/platform/contract';
import { AlertLinkSigner } from '../alerts/alert-links';
import { StatusLinkSigner } from '../status-link';
import { createSwrCache } from '../swr-cache';
import { ADDRESS_LINK_TTL_MS, AddressLinkSigner } from './address-link';
import { loadAddressApplications, type AddressApplicationsDeps } from './address-applications';
import { addressCopy } from './address-copy';

const keys = [{ id: 'k1', secret: randomBytes(32) }];
const signer = new StatusLinkSigner(keys);
const addressLinks = new AddressLinkSigner(keys);
const alertLinks = new AlertLinkSigner(keys);
const site = { name: 'Acme careers', url: 'https://careers.acme.example' };
const NOW = Date.UTC(2026, 10, 27, 12);
const ADA = 'ada@example.com';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
const id = (name: string) => name.padEnd(22, 'x');
let database: SiteDatabase;
let platformCalls: string[] = [];

function deps(): AddressApplicationsDeps {
  return {
    db: database.db,
    signer,
    addressLinks,
    alertLinks,
    statusCache: createSwrCache<CandidateStatus>({ ttlMs: 5_000, now: () => NOW }),
    fetchStatus: async (_postingId, candidateId) => {
      platformCalls.push(candidateId);
      return 'INTERVIEW';
    },
    listedJob: async (postingId) => (postingId === 'posting-gone' ? null : { title: `Job ${postingId}` }),
    updateMailsSent: true,
  };
}

async function application(
  name: string,
  email: string,
  postingId: string,
  sentOn: number,
  delivered: boolean,
) {
  await database.db.insert(applications).values({
    id: id(name),
    postingId,
    idempotencyKey: `key-${name}`,
    status: delivered ? 'delivered' : 'received',
    platformCandidateId: delivered ? `cand-${name}` : null,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, answers: [] },
    candidateEmail: email,
    leaseOwner: 'worker-secret-name',
    locale: 'en',
    createdAt: day(sentOn),
  });
}

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await application('ada-old', ADA, 'posting-1', 10, true);
  await application('ada-new', ADA, 'posting-gone', 20, false);
  await application('bob', 'bob@example.com', 'posting-1', 15, true);
  const alert = (alertId: string, email: string) => ({
    id: id(alertId),
    email,
    ownerKey: id(`owner-${alertId}`),
    search: { q: 'robots', city: 'Berlin' },
    status: 'confirmed' as const,
    frequency: 'weekly' as const,
    createdAt: day(12),
    confirmedAt: day(12),
  });
  await database.db
    .insert(alertSubscriptions)
    .values([alert('ada-alert', ADA), alert('bob-alert', 'bob@example.com')]);
  const mail = (mailId: string, to: string, subject: string, applicationId: string | null, on = 21) => ({
    id: mailId,
    toAddress: to,
    subject,
    textBody: `Hello ${to}`,
    applicationId,
    createdAt: day(on),
  });
  await database.db.insert(outboundMail).values([
    mail('m-confirm', ADA, 'We have your application', id('ada-new')),
    mail('m-links', ADA, 'Your applications at Acme careers', null),
    mail('m-bob', 'bob@example.com', 'Your applications at Acme careers', null),
    // An address as typed somewhere, in capitals: the same address.
    mail('m-later', 'ADA@Example.com', 'Finish your application later', null, 22),
  ]);
});
afterAll(async () => {
  await database.close();
});

describe('the page of every application an address sent', () => {
  it('lists only that address’s, newest first, each where it stands now with a working status link', async () => {
    platformCalls = [];
    const found = await loadAddressApplications(deps(), addressLinks.sign(ADA, NOW), NOW);
    expect(found).toMatchObject({ total: 2, expiresAt: new Date(NOW + ADDRESS_LINK_TTL_MS).toISOString() });
    expect(found!.applications.map(({ token }) => signer.verify(token)?.applicationId)).toEqual([
      id('ada-new'),
      id('ada-old'),
    ]);
    expect(found!.applications.map(({ status }) => [status.jobTitle, status.step])).toEqual([
      [null, 'received'],
      ['Job posting-1', 'interview'],
    ]);
    // Its one confirmed alert, and the link that manages it.
    expect(
      found!.alerts.map(({ manageToken, count }) => [alertLinks.verify(manageToken, 'manage', NOW), count]),
    ).toEqual([[id('owner-ada-alert'), 1]]);
    // The platform is asked about the delivered one only, and never about anyone else's.
    expect(platformCalls).toEqual(['cand-ada-old']);
  });

  it('opens nothing for a link that has expired, was changed, or names an address with none', async () => {
    const token = addressLinks.sign(ADA, NOW);
    expect(await loadAddressApplications(deps(), token, NOW + ADDRESS_LINK_TTL_MS + 1)).toBeNull();
    expect(await loadAddressApplications(deps(), `${token.slice(0, -2)}AA`, NOW)).toBeNull();
    expect(await loadAddressApplications(deps(), addressLinks.sign('nobody@example.com', NOW), NOW)).toEqual({
      expiresAt: expect.any(String),
      total: 0,
      applications: [],
      alerts: [],
    });
  });
});

describe('the copy of everything kept under an address', () => {
  it('holds each of its applications, alerts and other mails, and nothing of anyone else’s or of the site’s workings', async () => {
    const copy = await addressCopy(
      { db: database.db, addressLinks, site },
      addressLinks.sign(ADA, NOW),
      new Date(NOW),
    );
    expect(copy).toMatchObject({ madeAt: new Date(NOW).toISOString(), site, address: ADA });
    expect(copy!.applications.map((one) => one.application.reference)).toEqual([
      id('ada-old'),
      id('ada-new'),
    ]);
    expect(copy!.applications[1]!.emails.map((mail) => mail.subject)).toEqual(['We have your application']);
    expect(copy!.jobAlerts).toEqual([
      {
        search: { q: 'robots', city: 'Berlin' },
        language: 'en',
        state: 'confirmed',
        frequency: 'weekly',
        startedAt: day(12).toISOString(),
        confirmedAt: day(12).toISOString(),
        lastMailAt: null,
      },
    ]);
    // Mails about an application are with it; the rest are here, once.
    expect(copy!.otherEmails.map((mail) => [mail.to, mail.subject])).toEqual([
      [ADA, 'Your applications at Acme careers'],
      ['ADA@Example.com', 'Finish your application later'],
    ]);
    const text = JSON.stringify(copy);
    for (const absent of ['bob', 'worker-secret-name', 'owner-ada-alert', 'cand-ada'])
      expect(text, absent).not.toContain(absent);
  });

  it('is null for a link that is not genuine or has expired', async () => {
    const deps = { db: database.db, addressLinks, site };
    const token = addressLinks.sign(ADA, NOW);
    expect(await addressCopy(deps, token, new Date(NOW + ADDRESS_LINK_TTL_MS + 1))).toBeNull();
    expect(await addressCopy(deps, signer.sign(id('ada-old')), new Date(NOW))).toBeNull();
  });
});
