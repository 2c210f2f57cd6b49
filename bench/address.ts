import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CandidateStatus } from '@/lib/platform/contract';
import { openSiteDatabase } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { AlertLinkSigner } from '@/lib/careers/alerts/alert-links';
import { StatusLinkSigner } from '@/lib/careers/status-link';
import { createSwrCache } from '@/lib/careers/swr-cache';
import { AddressLinkSigner } from '@/lib/careers/status/address-link';
import { loadAddressApplications } from '@/lib/careers/status/address-applications';
import { addressCopy } from '@/lib/careers/status/address-copy';
import { addressErasureSubjectOf, eraseEverythingUnder } from '@/lib/careers/status/address-erasure';
import { openErasureJournal } from '@/lib/careers/erasure-journal/erasure-journal';
import { journalLine } from '@/lib/careers/erasure-journal/journal-lines';
import { LAST_REPEAT_KEY } from '@/lib/careers/erasure-journal/last-repeat';
import {
  READ_UP_TO_KEY,
  repeatJournaledEntries,
  sitePathsForRepeating,
} from '@/lib/careers/erasure-journal/repeat-erasures';
import { medianMs } from './figures';

const N = Number(process.env.BENCH_N ?? 200_000);
/** Five applications an address: a candidate who looked around. */
const PER_ADDRESS = 5;
const RUNS = 21;
/** Deletions since a restored backup, of which REPEAT_STILL_THERE are in it and go again. */
const REPEAT_LINES = 10_000;
const REPEAT_STILL_THERE = 2_000;
/** Deliveries, and as many mails, written down between two plain starts: a busy month. */
const TRAFFIC = 50_000;

const timed = (run: (n: number) => Promise<unknown>) => medianMs(RUNS, run);

/**
 * `npm run bench -- address`: the page of all of one address's applications, its copy of everything and
 * its "delete everything" page and deleting (21 addresses in turn, each written down in an erasure journal
 * on disk), over a site keeping 200,000 applications (BENCH_N) from 40,000 addresses, as many mails about
 * them, one other mail an address and 20,000 job alerts. Median of 21 runs each; the platform's status
 * answers from the status cache, as it does within its 5 s window. Then a start after a restore: 10,000
 * journaled deletions, 2,000 of them still in the database, once; a plain restart after it; and a plain
 * restart after a busy month (50,000 deliveries and 50,000 mails journaled since the last start, all already
 * so in the database). On PGlite in memory, or the Postgres at DATABASE_URL (its rows are removed after).
 */
export async function runAddressBench() {
  const { DATABASE_URL } = readSiteDatabaseEnv();
  const database = await openSiteDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  const { db } = database;
  const tag = `bench-address-${Date.now()}-`;
  const addresses = Math.ceil(N / PER_ADDRESS);
  const email = (n: number) => `${tag}${n}@example.com`;
  const journalDir = await mkdtemp(path.join(tmpdir(), 'bench-erasure-journal-'));
  const journal = openErasureJournal({ dir: journalDir, instance: 'bench' });
  const [markBefore] = await db.select().from(meta).where(eq(meta.key, READ_UP_TO_KEY));
  const [lastRepeatBefore] = await db.select().from(meta).where(eq(meta.key, LAST_REPEAT_KEY));
  try {
    await db.execute(sql`
      insert into applications (id, posting_id, idempotency_key, status, payload, candidate_email,
        platform_candidate_id, locale, job_title, created_at)
      select ${tag} || g, 'posting-' || (g % 50), ${tag} || 'key-' || g,
        case when g % 2 = 0 then 'delivered' else 'received' end,
        jsonb_build_object('firstName', 'Ada', 'lastName', 'Lovelace', 'email', ${tag} || (g % ${addresses}) || '@example.com'),
        ${tag} || (g % ${addresses}) || '@example.com',
        case when g % 2 = 0 then 'cand-' || g end, 'en', 'Engineer', now() - g * interval '1 minute'
      from generate_series(1, ${N}::int) g`);
    await db.execute(sql`
      insert into outbound_mail (id, application_id, to_address, subject, text_body, status, created_at)
      select ${tag} || 'm' || g, ${tag} || g, ${tag} || (g % ${addresses}) || '@example.com',
        'We have your application', 'Thank you', 'sent', now() - g * interval '1 minute'
      from generate_series(1, ${N}::int) g`);
    await db.execute(sql`
      insert into outbound_mail (id, to_address, subject, text_body, status)
      select ${tag} || 'o' || g, ${tag} || g || '@example.com', 'Your applications', 'Links', 'sent'
      from generate_series(0, ${addresses - 1}::int) g`);
    await db.execute(sql`
      insert into alert_subscriptions (id, email, owner_key, search, status, created_at)
      select ${tag} || 'alert-' || g, ${tag} || (g * 2) || '@example.com', ${tag} || 'owner-' || g,
        '{"q":"robots"}'::jsonb, 'confirmed', now()
      from generate_series(0, ${Math.floor(addresses / 2) - 1}::int) g`);
    await db.execute(sql`analyze`);

    const keys = [{ id: 'k1', secret: randomBytes(32) }];
    const addressLinks = new AddressLinkSigner(keys);
    const deps = {
      db,
      signer: new StatusLinkSigner(keys),
      addressLinks,
      alertLinks: new AlertLinkSigner(keys),
      statusCache: createSwrCache<CandidateStatus>({ ttlMs: 5_000 }),
      fetchStatus: async () => 'IN_REVIEW' as const,
      listedJob: async () => ({ title: 'Engineer' }),
      updateMailsSent: true,
    };
    const site = { name: 'Acme', url: 'https://careers.acme.example' };
    // An address with an alert, in the middle of the table.
    const token = addressLinks.sign(email(Math.floor(addresses / 2) * 2 - 2), Date.now());
    const repeatAfterRestore = async () => {
      // Applications 2, 4, 6…: delivered, so each deletion queues a staff notice, as after a real restore.
      const ids = Array.from({ length: REPEAT_LINES }, (_, n) =>
        n < REPEAT_STILL_THERE ? `${tag}${2 * (n + 1)}` : `${tag}gone-${n}`,
      );
      const lines = ids.map((id) => journalLine({ applications: [id] }, new Date())).join('');
      await appendFile(path.join(journalDir, 'restore.jsonl'), lines);
      const repeatDeps = {
        db,
        dir: journalDir,
        ...sitePathsForRepeating({ db, staff: [`${tag}hr@acme.example`], site, mailQueued: () => undefined }),
      };
      const started = performance.now();
      const repeated = await repeatJournaledEntries(repeatDeps);
      const repeatMs = performance.now() - started;
      return {
        repeatLines: REPEAT_LINES,
        repeatedApplications: repeated.applications,
        repeatMs: Math.round(repeatMs),
        restartMs: await timed(() => repeatJournaledEntries(repeatDeps)),
        ...(await restartAfterTraffic(repeatDeps)),
      };
    };
    /** Delivered applications (2, 4, 6…) and their sent mails, as a month of traffic writes them down. */
    const restartAfterTraffic = async (repeatDeps: Parameters<typeof repeatJournaledEntries>[0]) => {
      const lines = Array.from({ length: TRAFFIC }, (_, n) => {
        const id = 2 * ((n % Math.floor(N / 2)) + 1);
        return (
          journalLine({ delivered: [`${tag}${id}`] }, new Date()) +
          journalLine({ mailsSent: [`${tag}m${id}`] }, new Date())
        );
      }).join('');
      await appendFile(path.join(journalDir, 'traffic.jsonl'), lines);
      const started = performance.now();
      const repeated = await repeatJournaledEntries(repeatDeps);
      return {
        trafficLines: 2 * TRAFFIC,
        trafficChanged: repeated.delivered + repeated.mailsSent,
        restartAfterTrafficMs: Math.round(performance.now() - started),
      };
    };
    const found = await loadAddressApplications(deps, token, Date.now());
    const copy = await addressCopy({ db, addressLinks, site }, token, new Date());
    console.log(
      JSON.stringify({
        bench: 'address',
        database: DATABASE_URL ? 'postgres' : 'pglite',
        applications: N,
        addresses,
        listed: found?.applications.length,
        alertsListed: found?.alerts.length,
        copyApplications: copy?.applications.length,
        copyOtherEmails: copy?.otherEmails.length,
        pageMs: await timed(() => loadAddressApplications(deps, token, Date.now())),
        copyMs: await timed(() => addressCopy({ db, addressLinks, site }, token, new Date())),
        erasePageMs: await timed(() => addressErasureSubjectOf({ db, addressLinks }, token, Date.now())),
        eraseMs: await timed((n) =>
          eraseEverythingUnder(
            { db, addressLinks, staff: [], site, mailQueued: () => undefined, journal },
            addressLinks.sign(email(n * 2 + 1), Date.now()),
            Date.now(),
          ),
        ),
        runs: RUNS,
        ...(await repeatAfterRestore()),
      }),
    );
  } finally {
    await journal.close();
    await rm(journalDir, { recursive: true, force: true });
    await db.execute(
      sql`delete from outbound_mail where id like ${`${tag}%`} or to_address like ${`${tag}%`}`,
    );
    // The database's own journal mark and last repeat, as they were before the bench read its journal.
    await db.delete(meta).where(inArray(meta.key, [READ_UP_TO_KEY, LAST_REPEAT_KEY]));
    const before = [markBefore, lastRepeatBefore].filter((row) => row !== undefined);
    if (before.length > 0) await db.insert(meta).values(before);
    await db.execute(sql`delete from alert_subscriptions where id like ${`${tag}%`}`);
    await db.execute(sql`delete from applications where id like ${`${tag}%`}`);
    await database.close();
  }
}
