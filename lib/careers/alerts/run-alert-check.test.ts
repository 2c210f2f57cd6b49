import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { alertSubscriptions, outboundMail } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { countryName } from '../countries';
import type { JobSummary } from '../job';
import { AlertLinkSigner, alertOwnerKey } from './alert-links';
import type { AlertFrequency } from './alert-frequency';
import { NO_ERASURE_JOURNAL } from '../erasure-journal/erasure-journal';
import { deleteAlert, setAlertFrequency } from './alert-store';
import { isEmptyEntry } from '../erasure-journal/journal-lines';
import { recordingJournal } from '../test-support/recording-journal';
import { confirmAlertByLink } from './confirm-alert';
import { ALERT_CHECK_LEASE, runAlertCheck } from './run-alert-check';
import { takeRunLease } from '@/lib/db/run-lease';
import { subscribeToAlert } from './subscribe-to-alert';
import type { DistanceUnit } from '../near/distance-unit';

const HOUR = 3_600_000;
const QUARTER_HOUR = HOUR / 4;
const DAY = 24 * HOUR;
const keys = [{ id: 'test', secret: randomBytes(32) }];
const links = new AlertLinkSigner(keys);
const SITE = { name: 'Acme', url: 'https://jobs.example', distanceUnit: 'km' as DistanceUnit };

/** A job as the platform client reads it for the check: its place in English. */
const job = (id: string, title: string, countryCode = 'DE'): JobSummary => ({
  id,
  title,
  location: {
    city: 'Munich',
    country: countryName(countryCode, 'en'),
    countryCode,
    remote: false,
    hybrid: false,
    text: `Munich, ${countryName(countryCode, 'en')}`,
  },
  open: true,
});
/** A job in a city, with its coordinates: for searches around a city. */
const placed = (id: string, title: string, city: string, latitude: number, longitude: number): JobSummary => {
  const base = job(id, title);
  return { ...base, location: { ...base.location, city, text: city, coordinates: { latitude, longitude } } };
};
/** The confirmation mail carries the confirm link, in whatever language it is written. */
const CONFIRM_LINK = /\/alerts\/confirm\/(\S+)/;

/** A site whose clock and platform the test holds: nothing here waits for real time. */
function world(database: SiteDatabase) {
  let now = Date.UTC(2026, 2, 1, 9);
  let open: JobSummary[] = [job('old-robot', 'Robot Whisperer')];
  const db = database.db;
  const journal = recordingJournal();
  const site = { ...SITE };
  const deps = {
    db,
    links,
    site,
    now: () => now,
    loadOpenJobs: async () => open,
  };
  return {
    db,
    /** What confirming, changing and deleting alerts wrote down, leaving out calls that changed nothing. */
    journaled: () => journal.recorded.filter((request) => !isEmptyEntry(request)),
    setFrequency: (id: string, ownerKey: string, frequency: AlertFrequency) =>
      setAlertFrequency({ db, journal }, id, ownerKey, frequency),
    advance: (ms: number) => (now += ms),
    at: () => now,
    /** The deployment changes SITE_DISTANCE_UNIT. */
    setDistanceUnit: (unit: DistanceUnit) => (site.distanceUnit = unit),
    publish: (...jobs: JobSummary[]) => (open = [...open, ...jobs]),
    unpublish: (id: string) => (open = open.filter((job) => job.id !== id)),
    check: () => runAlertCheck(deps),
    async subscribe(email: string, search: Record<string, string> = {}, locale: Locale = 'en') {
      const form = new FormData();
      form.set('email', email);
      for (const [name, value] of Object.entries(search)) form.set(name, value);
      return subscribeToAlert(
        {
          db,
          links,
          site,
          locale,
          ownerKey: (address) => alertOwnerKey(keys, address),
          checkLimits: async () => 'pass',
          now: () => now,
        },
        form,
      );
    },
    /** The confirm link of the address's newest confirmation mail, as the candidate would follow it. */
    async confirmLinkOf(email: string) {
      const mails = await db.select().from(outboundMail).where(eq(outboundMail.toAddress, email));
      const confirm = mails.find((mail) => CONFIRM_LINK.test(mail.textBody))!;
      return CONFIRM_LINK.exec(confirm.textBody)![1]!;
    },
    confirm: (token: string, frequency: AlertFrequency = 'daily') =>
      confirmAlertByLink(
        { db, journal, links, now: () => now, listOpenJobs: async () => ({ status: 'ok', jobs: open }) },
        token,
        frequency,
      ),
    digestsTo: async (email: string) =>
      (await db.select().from(outboundMail).where(eq(outboundMail.toAddress, email))).filter(
        (mail) => !CONFIRM_LINK.test(mail.textBody),
      ),
  };
}

const email = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@alerts-test.example`;

function alertBehaviour(open: () => Promise<SiteDatabase>) {
  let database: SiteDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('refuses an invalid address, and sends nothing before the link is followed', async () => {
    const w = world(database);
    expect(await w.subscribe('not-an-address')).toMatchObject({
      status: 'error',
      fieldError: expect.any(String),
    });
    const address = email('pending');
    expect(await w.subscribe(address, { q: 'robot' })).toEqual({ status: 'ok' });
    w.publish(job(randomUUID(), 'Robot Tamer'));
    w.advance(HOUR);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(0);
  });

  it('sends one digest with only the new matching postings, with one-click unsubscribe', async () => {
    const w = world(database);
    const address = email('digest');
    await w.subscribe(address, { q: 'robot' });
    expect(await w.confirm(await w.confirmLinkOf(address))).toBeTruthy();
    const fresh = randomUUID();
    w.publish(job(fresh, 'Robot Tamer'), job(randomUUID(), 'Accountant'));
    w.advance(HOUR);
    await w.check();
    const digests = await w.digestsTo(address);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.textBody).toContain(`https://jobs.example/jobs/${fresh}`);
    expect(digests[0]!.textBody).not.toContain('Accountant');
    expect(digests[0]!.textBody).not.toContain('Robot Whisperer');
    expect(digests[0]!.listUnsubscribeUrl).toMatch(/^https:\/\/jobs\.example\/api\/alerts\/unsubscribe\//);
  });

  it('writes the digest in the alert’s language, each place named in it too', async () => {
    const w = world(database);
    const address = email('german');
    await w.subscribe(address, { q: 'roboter' }, 'de');
    await w.confirm(await w.confirmLinkOf(address));
    const fresh = randomUUID();
    w.publish(job(fresh, 'Roboter-Flüsterer'), job(randomUUID(), 'Roboter in Wien', 'AT'));
    w.advance(HOUR);
    await w.check();
    const [digest, ...more] = await w.digestsTo(address);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('2 neue Stellen passen zu Ihrem Job-Alert bei Acme');
    expect(digest!.textBody).toContain(
      `Roboter-Flüsterer — Munich, Deutschland\nhttps://jobs.example/de/jobs/${fresh}`,
    );
    expect(digest!.textBody).toContain('Roboter in Wien — Munich, Österreich');
    expect(digest!.htmlBody).toContain('— <bdi>Munich, Deutschland</bdi></li>');
    expect(digest!.textBody).not.toMatch(/Germany|Austria/);
  });

  it('keeps an alert around a city to its circle, the city’s jobs first, each other saying how far', async () => {
    const w = world(database);
    const address = email('around');
    w.publish(placed(randomUUID(), 'Already open in Munich', 'Munich', 48.1351, 11.582));
    await w.subscribe(address, { city: 'Munich', within: '25' });
    await w.confirm(await w.confirmLinkOf(address));
    w.publish(
      placed(randomUUID(), 'Lab in Freising', 'Freising', 48.4029, 11.7488), // about 32 km: too far
      placed(randomUUID(), 'Lab in Garching', 'Garching', 48.2489, 11.6532), // about 13 km from Munich's jobs
      placed(randomUUID(), 'Lab in Munich', 'Munich', 48.14, 11.58),
    );
    w.advance(HOUR);
    await w.check();
    const [digest, ...more] = await w.digestsTo(address);
    expect(more).toHaveLength(0);
    expect(digest!.textBody).toMatch(
      /Lab in Munich — Munich, Germany\n[^]*Lab in Garching — Garching, Germany · 13 km from Munich\n/,
    );
    expect(digest!.textBody).not.toContain('Freising');
  });

  it('keeps an alert’s distance in the unit it was chosen in when the site changes its unit', async () => {
    const w = world(database);
    const address = email('miles');
    w.publish(placed(randomUUID(), 'Already open in Munich', 'Munich', 48.1351, 11.582));
    w.setDistanceUnit('mi');
    await w.subscribe(address, { city: 'Munich', within: '25' });
    await w.confirm(await w.confirmLinkOf(address));
    const [row] = await w.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, address));
    expect(row!.search).toMatchObject({ city: 'Munich', within: 25, withinUnit: 'mi' });
    w.setDistanceUnit('km');
    // About 32 km: inside 25 miles (40 km), outside the 25 km the number alone would now mean. Moosburg,
    // about 45 km, is outside 25 miles, though inside the 50 km the list's link takes.
    w.publish(
      placed(randomUUID(), 'Lab in Freising', 'Freising', 48.4029, 11.7488),
      placed(randomUUID(), 'Lab in Moosburg', 'Moosburg', 48.47, 11.94),
    );
    w.advance(HOUR);
    await w.check();
    const digests = await w.digestsTo(address);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest!.textBody).not.toContain('Moosburg');
    expect(digest!.textBody).toMatch(/Lab in Freising — Freising, Germany · 20 mi from Munich\n/);
  });

  it('announces a job advertised in two languages once, in the alert’s; a later ad in a third is no news', async () => {
    const w = world(database);
    const address = email('versions');
    await w.subscribe(address, { country: 'ch' }, 'de');
    await w.confirm(await w.confirmLinkOf(address));
    const ref = `REF-${randomUUID().slice(0, 8)}`;
    const version = (language: string, title: string, defaultAd = false) => ({
      ...job(randomUUID(), title, 'CH'),
      refNumber: ref,
      language,
      defaultAd,
    });
    const english = version('en', 'Robot Whisperer, Zurich', true);
    const german = version('de', 'Roboterflüsterer, Zürich');
    w.publish(english, german);
    w.advance(HOUR);
    await w.check();
    const [digest, ...more] = await w.digestsTo(address);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Eine neue Stelle passt zu Ihrem Job-Alert bei Acme');
    expect(digest!.textBody).toContain(`https://jobs.example/de/jobs/${german.id}`);
    expect(digest!.textBody).not.toContain(english.id);
    w.publish(version('fr', 'Chuchoteur de robots, Zurich'));
    w.advance(2 * DAY);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
  });

  it('announces a later ad in another language to an alert that found none of the job’s earlier ads', async () => {
    const w = world(database);
    const ref = `REF-${randomUUID().slice(0, 8)}`;
    const version = (language: string, title: string) => ({
      ...job(randomUUID(), title, 'AT'),
      refNumber: ref,
      language,
    });
    w.publish(version('en', 'Robot Whisperer, Vienna'));
    w.advance(HOUR);
    await w.check();
    // Two alerts on the job's country: one for German ads only, one for any.
    const germanOnly = email('german-ads');
    await w.subscribe(germanOnly, { country: 'at', language: 'de' }, 'de');
    await w.confirm(await w.confirmLinkOf(germanOnly));
    const any = email('any-ads');
    await w.subscribe(any, { country: 'at' }, 'de');
    await w.confirm(await w.confirmLinkOf(any));
    const german = version('de', 'Roboterflüsterer, Wien');
    w.publish(german);
    w.advance(HOUR);
    await w.check();
    const [digest, ...more] = await w.digestsTo(germanOnly);
    expect(more).toHaveLength(0);
    expect(digest!.textBody).toContain(`https://jobs.example/de/jobs/${german.id}`);
    // The other alert found the English ad before: the German one is the same job, no news.
    expect(await w.digestsTo(any)).toHaveLength(0);
  });

  it('does not announce a long-open job again after one listing missed it; one gone for months is new', async () => {
    const w = world(database);
    const address = email('long-open');
    await w.subscribe(address, { country: 'be' });
    await w.confirm(await w.confirmLinkOf(address));
    const longOpen = job(randomUUID(), 'Robot Whisperer, Brussels', 'BE');
    w.publish(longOpen);
    w.advance(HOUR);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    // A hundred days open, then unpublished for an edit over one check, then back.
    w.advance(100 * DAY);
    await w.check();
    w.unpublish(longOpen.id);
    w.advance(DAY);
    await w.check();
    w.publish(longOpen);
    w.advance(DAY);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    // Gone for ninety days and more: back, it is a new job.
    w.unpublish(longOpen.id);
    w.advance(DAY);
    await w.check();
    w.advance(91 * DAY);
    await w.check();
    w.publish(longOpen);
    w.advance(DAY);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(2);
  });

  it('sends at most one digest a day, then the postings that waited', async () => {
    const w = world(database);
    const address = email('daily');
    await w.subscribe(address, { country: 'at' });
    await w.confirm(await w.confirmLinkOf(address));
    w.publish(job(randomUUID(), 'First', 'AT'));
    w.advance(HOUR);
    await w.check();
    const second = randomUUID();
    w.publish(job(second, 'Second', 'AT'));
    // A minute short of a day after the first digest: not yet.
    w.advance(DAY - 60_000);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    w.advance(60_000);
    await w.check();
    const digests = await w.digestsTo(address);
    expect(digests).toHaveLength(2);
    const later = digests.find((mail) => mail.textBody.includes(second))!;
    expect(later.textBody).not.toContain('First');
  });

  it('sends a weekly alert’s digest at most once a week, gathering the week’s jobs; the owner can switch it to daily', async () => {
    const w = world(database);
    const address = email('weekly');
    await w.subscribe(address, { country: 'lu' });
    const link = await w.confirmLinkOf(address);
    const manage = (await w.confirm(link, 'weekly'))!;
    w.publish(job(randomUUID(), 'First', 'LU'));
    w.advance(HOUR);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    const [second, third] = [randomUUID(), randomUUID()];
    w.publish(job(second, 'Second', 'LU'));
    w.advance(3 * DAY);
    w.publish(job(third, 'Third', 'LU'));
    // A minute short of a week after the first digest: not yet, though a daily alert would have mailed.
    w.advance(4 * DAY - 60_000);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    w.advance(60_000);
    await w.check();
    const weekly = await w.digestsTo(address);
    expect(weekly).toHaveLength(2);
    const week = weekly.find((mail) => mail.textBody.includes(second))!;
    expect(week.textBody).toContain(third);

    // Switched to daily on the manage page (by the address's key, which the manage link carries): a day
    // is then enough. Another address's key changes nothing.
    const [alert] = await database.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address));
    const ownerKey = links.verify(manage, 'manage', w.advance(0))!;
    expect(ownerKey).toBe(alert!.ownerKey);
    expect(await w.setFrequency(alert!.id, 'someone else', 'daily')).toBe(false);
    expect(await w.setFrequency(alert!.id, ownerKey, 'daily')).toBe(true);
    // Each choice the candidate made is in the erasure journal, so a restored backup keeps it; the
    // other key's attempt is not.
    expect(w.journaled()).toEqual([
      { alertFrequency: { [alert!.id]: 'weekly' }, alerts: [] },
      { alertFrequency: { [alert!.id]: 'daily' } },
    ]);
    w.publish(job(randomUUID(), 'Fourth', 'LU'));
    w.advance(DAY);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(3);
  });

  it('mails an alert “as they open” at the first check that finds a new job, then waits out the hour', async () => {
    const w = world(database);
    const address = email('hourly');
    await w.subscribe(address, { country: 'cy' });
    await w.confirm(await w.confirmLinkOf(address), 'hourly');
    const first = randomUUID();
    w.publish(job(first, 'First', 'CY'));
    // A quarter of an hour later, the next check: mailed at once (any alert's first mail is).
    w.advance(QUARTER_HOUR);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    // A job opened right after waits: a minute short of an hour since that mail, nothing more.
    const [second, third] = [randomUUID(), randomUUID()];
    w.publish(job(second, 'Second', 'CY'));
    w.advance(QUARTER_HOUR);
    w.publish(job(third, 'Third', 'CY'));
    w.advance(HOUR - QUARTER_HOUR - 60_000);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(1);
    // At the hour, one mail with both (a daily alert would wait a day); the first is not mailed again.
    w.advance(60_000);
    await w.check();
    const digests = await w.digestsTo(address);
    expect(digests).toHaveLength(2);
    const later = digests.find((mail) => mail.textBody.includes(second))!;
    expect(later.textBody).toContain(third);
    expect(later.textBody).not.toContain(first);
    // No new job, no mail, however often it checks.
    w.advance(2 * HOUR);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(2);
  });

  it('confirming again keeps the later choice of frequency', async () => {
    const w = world(database);
    const address = email('twice');
    await w.subscribe(address, { country: 'mt' });
    const link = await w.confirmLinkOf(address);
    await w.confirm(link, 'weekly');
    await w.confirm(link, 'daily');
    const [alert] = await database.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address));
    expect(alert).toMatchObject({ status: 'confirmed', frequency: 'daily' });
    expect(w.journaled().map((request) => request.alertFrequency)).toEqual([
      { [alert!.id]: 'weekly' },
      { [alert!.id]: 'daily' },
    ]);
  });

  it('confirming a search the address already has keeps the older alert at the new frequency, and says which went', async () => {
    const w = world(database);
    const address = email('again');
    await w.subscribe(address, { country: 'cy' });
    await w.confirm(await w.confirmLinkOf(address), 'weekly');
    w.advance(DAY);
    await w.subscribe(address, { country: 'cy' });
    const rows = () => w.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, address));
    const [older, newer] = (await rows()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const mails = await w.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.alertSubscriptionId, newer!.id));
    await w.confirm(CONFIRM_LINK.exec(mails[0]!.textBody)![1]!, 'hourly');
    expect(await rows()).toEqual([{ ...older, frequency: 'hourly' }]);
    expect(w.journaled().at(-1)).toEqual({ alertFrequency: { [older!.id]: 'hourly' }, alerts: [newer!.id] });
  });

  it('keeps both alerts when a second search differs from the first only in a filter or its distance', async () => {
    const w = world(database);
    const address = email('twins');
    const searches: Record<string, string>[] = [
      { city: 'Munich', within: '25' },
      { city: 'Munich', within: '50' },
      { city: 'Munich', within: '50', workMode: 'remote' },
    ];
    const newest = async () =>
      (await w.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, address))).sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
      )[0]!;
    for (const search of searches) {
      await w.subscribe(address, search);
      const [mail] = await w.db
        .select()
        .from(outboundMail)
        .where(eq(outboundMail.alertSubscriptionId, (await newest()).id));
      await w.confirm(CONFIRM_LINK.exec(mail!.textBody)![1]!);
      w.advance(HOUR);
    }
    const rows = await w.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, address));
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('queues one digest when two instances check at once', async () => {
    const w = world(database);
    const address = email('race');
    await w.subscribe(address, { country: 'pt' });
    await w.confirm(await w.confirmLinkOf(address));
    w.publish(job(randomUUID(), 'Lisbon job', 'PT'));
    w.advance(HOUR);
    const results = await Promise.all([w.check(), w.check(), w.check()]);
    expect(await w.digestsTo(address)).toHaveLength(1);
    // Each either ran or found another running and left it the round; at least one ran.
    expect(results.some((result) => result !== null)).toBe(true);
  });

  it('checks on one instance at a time: while another holds the check, this one leaves it the round', async () => {
    const w = world(database);
    const address = email('lease');
    await w.subscribe(address, { country: 'ie' });
    await w.confirm(await w.confirmLinkOf(address));
    w.publish(job(randomUUID(), 'Dublin job', 'IE'));
    w.advance(HOUR);
    const elsewhere = await takeRunLease(w.db, ALERT_CHECK_LEASE, w.at(), HOUR);
    expect(elsewhere).not.toBeNull();
    expect(await w.check()).toBeNull();
    expect(await w.digestsTo(address)).toHaveLength(0);
    // Given back: the next round runs, and gives it back in turn.
    await elsewhere!();
    expect((await w.check())?.digestsQueued).toBeGreaterThanOrEqual(1);
    expect(await w.digestsTo(address)).toHaveLength(1);
    w.advance(QUARTER_HOUR);
    expect(await w.check()).not.toBeNull();
  });

  it('forgets an address that never confirms after 7 days, and its link stops working', async () => {
    const w = world(database);
    const address = email('expiry');
    await w.subscribe(address);
    const token = await w.confirmLinkOf(address);
    const rows = () => w.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, address));
    w.advance(6 * DAY);
    await w.check();
    expect(await rows()).toHaveLength(1);
    w.advance(DAY + HOUR);
    await w.check();
    expect(await rows()).toHaveLength(0);
    expect(await w.db.select().from(outboundMail).where(eq(outboundMail.toAddress, address))).toHaveLength(0);
    expect(await w.confirm(token)).toBeNull();
  });

  it('unsubscribing deletes the alert and its mail, and later checks send nothing', async () => {
    const w = world(database);
    const address = email('gone');
    await w.subscribe(address, { q: 'nurse' });
    await w.confirm(await w.confirmLinkOf(address));
    w.publish(job(randomUUID(), 'Nurse'));
    w.advance(HOUR);
    await w.check();
    const [digest] = await w.digestsTo(address);
    const id = links.verify(
      /unsubscribe\/(\S+)$/.exec(digest!.listUnsubscribeUrl!)![1]!,
      'unsubscribe',
      Date.UTC(2026, 3, 1),
    );
    expect(await deleteAlert({ db: w.db, journal: NO_ERASURE_JOURNAL }, id!)).toBe(true);
    expect(await w.db.select().from(outboundMail).where(eq(outboundMail.toAddress, address))).toHaveLength(0);
    w.publish(job(randomUUID(), 'Nurse, nights'));
    w.advance(2 * DAY);
    await w.check();
    expect(await w.digestsTo(address)).toHaveLength(0);
  });

  it('lets one address start only a few alerts a day', async () => {
    const w = world(database);
    const address = email('limit');
    for (let i = 0; i < 3; i++) expect((await w.subscribe(address, { q: `w${i}` })).status).toBe('ok');
    expect(await w.subscribe(address, { q: 'w4' })).toMatchObject({
      status: 'error',
      formError: expect.any(String),
    });
    w.advance(DAY + 1);
    expect((await w.subscribe(address, { q: 'w5' })).status).toBe('ok');
  });
}

describe('job alerts on PGlite', () => alertBehaviour(() => openSiteDatabase({ dataDir: 'memory://' })));

const databaseUrl = readSiteDatabaseEnv().DATABASE_URL;
describe.skipIf(!databaseUrl)(
  'job alerts on Postgres at DATABASE_URL (skipped when DATABASE_URL is unset)',
  () => alertBehaviour(() => openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' })),
);
