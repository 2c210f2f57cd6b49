import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import { StatusLinkSigner } from '../status-link';
import { AddressLinkSigner } from './address-link';
import {
  mailStatusLinks,
  requestStatusLinks,
  STATUS_LINKS_PER_MAIL,
  type StatusLinkLookupDeps,
} from './status-link-lookup';

let database: SiteDatabase;
const keys = [{ id: 'k1', secret: randomBytes(32) }];
const signer = new StatusLinkSigner(keys);
const addressLinks = new AddressLinkSigner(keys);
const NOW = Date.UTC(2026, 10, 27, 12);
const titles: Record<string, string> = { 'posting-robots': 'Robot <Tamer> & Co', 'posting-sales': 'Sales' };
let queued = 0;
const deps = (): StatusLinkLookupDeps => ({
  db: database.db,
  signer,
  addressLinks,
  now: () => NOW,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  jobTitle: async (postingId) => titles[postingId] ?? null,
  mailQueued: () => queued++,
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function insert(id: string, email: string, postingId: string, createdAt: Date) {
  await database.db.insert(applications).values({
    id: id.padEnd(22, 'x'),
    postingId,
    idempotencyKey: `key-${id}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email },
    candidateEmail: email,
    createdAt,
  });
}
const mailTo = (address: string) =>
  database.db.select().from(outboundMail).where(eq(outboundMail.toAddress, address));
/** The application ids behind the status links in a mail's text, in the order it lists them. */
const linkedIds = (text: string) =>
  [...text.matchAll(/\/applications\/(?!all\/)(\S+)/g)].map(
    (match) => signer.verify(match[1]!)?.applicationId,
  );
/** The address behind the mail's link to the page of them all. */
const allPageAddress = (text: string) =>
  addressLinks.verify(/\/applications\/all\/(\S+)/.exec(text)?.[1] ?? '', NOW)?.address;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await insert('ada-old', 'ada@candidate.example', 'posting-sales', daysAgo(40));
  await insert('ada-closed', 'ada@candidate.example', 'posting-gone', daysAgo(10));
  await insert('ada-new', 'ada@candidate.example', 'posting-robots', daysAgo(1));
  await insert('bob', 'bob@candidate.example', 'posting-robots', daysAgo(2));
  // Erin has a confirmed job alert and no application; Fay's alert was never confirmed.
  await database.db.insert(alertSubscriptions).values(
    (['erin', 'fay'] as const).map((name) => ({
      id: `alert-${name}`,
      email: `${name}@candidate.example`,
      ownerKey: `owner-${name}`,
      search: { q: 'robots' },
      status: name === 'erin' ? ('confirmed' as const) : ('pending' as const),
      createdAt: daysAgo(3),
    })),
  );
  for (let n = 0; n < STATUS_LINKS_PER_MAIL + 2; n++)
    await insert(`dan-${n}`, 'dan@candidate.example', 'posting-sales', daysAgo(n + 1));
});
afterAll(async () => {
  await database.close();
});

describe('mailStatusLinks', () => {
  it("mails an address a working status link to each of its applications, newest first, and nothing of anyone else's", async () => {
    expect(await mailStatusLinks(deps(), { address: 'ada@candidate.example', locale: 'en' })).toEqual({
      applications: 3,
    });
    expect(queued).toBe(1);
    const [mail, ...more] = await mailTo('ada@candidate.example');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your applications at Acme Robotics');
    expect(linkedIds(mail!.textBody)).toEqual(
      ['ada-new', 'ada-closed', 'ada-old'].map((id) => id.padEnd(22, 'x')),
    );
    expect(mail!.textBody).toContain('Here are the 3 we keep, newest first:');
    expect(mail!.textBody).toContain('Robot <Tamer> & Co, sent on');
    // A job no longer listed is still linked, and named as such.
    expect(mail!.textBody).toContain('A position that is no longer listed, sent on');
    expect(mail!.textBody).toMatch(/^https:\/\/careers\.acme\.example\/applications\/k1\./m);
    expect(mail!.htmlBody).toContain('Robot &#60;Tamer&#62; &#38; Co');
    expect(mail!.htmlBody).not.toContain('<Tamer>');
    expect(mail!.textBody).not.toContain('bob');
    expect(linkedIds(mail!.htmlBody!)).toHaveLength(3);
    // And the page of them all, for a week, which the link names without the address.
    expect(mail!.textBody).toContain('To see them all on one page');
    expect(allPageAddress(mail!.textBody)).toBe('ada@candidate.example');
    expect(mail!.textBody).toMatch(/^https:\/\/careers\.acme\.example\/applications\/all\/k1\./m);
    expect(mail!.htmlBody).toContain('>See all your applications</a>');
  });

  it('sends nothing to an address that never applied and has no confirmed job alert', async () => {
    const before = queued;
    for (const address of ['carol@candidate.example', 'fay@candidate.example']) {
      expect(await mailStatusLinks(deps(), { address, locale: 'en' })).toBe('nothing');
      expect(await mailTo(address)).toEqual([]);
    }
    expect(queued).toBe(before);
  });

  it('sends an address with job alerts but no application the link to everything kept under it', async () => {
    const before = queued;
    expect(await mailStatusLinks(deps(), { address: 'erin@candidate.example', locale: 'en' })).toBe(
      'alerts-only',
    );
    expect(queued).toBe(before + 1);
    const [mail, ...more] = await mailTo('erin@candidate.example');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your job alerts at Acme Robotics');
    expect(mail!.textBody).toContain('We keep none, but this address has job alerts with us.');
    expect(linkedIds(mail!.textBody)).toEqual([]);
    expect(allPageAddress(mail!.textBody)).toBe('erin@candidate.example');
    expect(mail!.htmlBody).toContain('>See what we keep under your address</a>');
    // It quotes nothing of the alert: only its inbox learns it has one.
    expect(mail!.textBody).not.toContain('robots');
  });

  it('lists the newest when there are more than a mail holds, and says how many there are', async () => {
    expect(await mailStatusLinks(deps(), { address: 'dan@candidate.example', locale: 'en' })).toEqual({
      applications: STATUS_LINKS_PER_MAIL,
    });
    const [mail] = await mailTo('dan@candidate.example');
    expect(mail!.textBody).toContain(
      `This address sent ${STATUS_LINKS_PER_MAIL + 2} applications that we keep.`,
    );
    expect(linkedIds(mail!.textBody)).toEqual(
      Array.from({ length: STATUS_LINKS_PER_MAIL }, (_, n) => `dan-${n}`.padEnd(22, 'x')),
    );
  });

  it("writes the mail, and opens the status pages, in the page's language", async () => {
    await mailStatusLinks(deps(), { address: 'bob@candidate.example', locale: 'de' });
    const [mail] = await mailTo('bob@candidate.example');
    expect(mail!.subject).toBe('Ihre Bewerbungen bei Acme Robotics');
    expect(mail!.textBody).toMatch(/^https:\/\/careers\.acme\.example\/de\/applications\/k1\./m);
    expect(mail!.textBody).toMatch(/^https:\/\/careers\.acme\.example\/de\/applications\/all\/k1\./m);
    expect(allPageAddress(mail!.textBody)).toBe('bob@candidate.example');
    expect(mail!.htmlBody).toContain('<html lang="de"');
  });
});

describe('requestStatusLinks', () => {
  const form = (email: string) => {
    const data = new FormData();
    data.set('email', email);
    return data;
  };
  const ask = async (email: string, limits: 'pass' | 'limited' = 'pass') => {
    const sent: string[] = [];
    const answer = await requestStatusLinks(
      { checkLimits: async () => limits, sendLater: (address) => sent.push(address) },
      form(email),
    );
    return { answer, sent };
  };

  it('takes a valid address with the same answer whether or not it applied, and looks it up afterwards', async () => {
    expect(await ask('  Ada@Candidate.EXAMPLE ')).toEqual({
      answer: { status: 'ok' },
      sent: ['ada@candidate.example'],
    });
    expect((await ask('carol@candidate.example')).answer).toEqual({ status: 'ok' });
  });

  it('refuses a malformed address, and one over its limits, looking nothing up', async () => {
    expect(await ask('not an address')).toEqual({
      answer: { status: 'error', email: 'not an address', fieldError: 'errors.emailInvalid' },
      sent: [],
    });
    expect(await ask('ada@candidate.example', 'limited')).toEqual({
      answer: { status: 'error', email: 'ada@candidate.example', formError: 'status.findLimited' },
      sent: [],
    });
  });
});
