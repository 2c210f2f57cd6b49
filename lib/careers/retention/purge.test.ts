import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import {
  applicationDrafts,
  applicationFiles,
  applications,
  outboundMail,
  purgeRuns,
  rateCounters,
  campaignVisits,
  jobViews,
  staffActivity,
} from '@/lib/db/schema';
import { enqueueApplication } from '../delivery/outbox';
import { lastPurge, purgeExpired, REMOVED_LINK } from './purge';

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

/** Stores an application with a file and a sent-or-pending mail, then moves it `ageDays` into the past. */
async function stored(opts: {
  ageDays: number;
  status: 'delivered' | 'refused' | 'delivering';
  mailSent: boolean;
}) {
  const id = randomId();
  await enqueueApplication(database.db, {
    id,
    postingId: 'posting-1',
    idempotencyKey: randomId(),
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${id}@example.com` },
    tracking: {},
    files: [{ kind: 'resume', fileName: 'cv.pdf', mimeType: 'application/pdf', base64: 'JVBERg==' }],
    statusLinkKid: 'k1',
    leaseOwner: 'test',
    leaseMs: 1,
    confirmation: {
      id: randomId(),
      to: `${id}@example.com`,
      subject: 'Thanks',
      text: `Hello,\nhttps://jobs.example/applications/${id}.sig\nBye`,
      html: '<a href="https://jobs.example/applications/x">x</a>',
    },
  });
  // Database time moved back instead of waiting: the purge compares with now() like production does.
  const past = sql`now() - ${opts.ageDays} * interval '1 day'`;
  await database.db
    .update(applications)
    .set({ status: opts.status, createdAt: past })
    .where(eq(applications.id, id));
  await database.db
    .update(outboundMail)
    .set({ createdAt: past, status: opts.mailSent ? 'sent' : 'pending' })
    .where(eq(outboundMail.applicationId, id));
  return id;
}

const policy = { retentionDays: 365, refusedFilesDays: 30, activityDays: 730 };

describe('the retention purge', () => {
  it('deletes what it should and nothing else, and records what it did', async () => {
    const draft = (id: string, expiresAt: Date) =>
      database.db
        .insert(applicationDrafts)
        .values({ id, postingId: 'p', sealed: 'x', createdAt: new Date(), expiresAt });
    await draft('expired-draft', new Date(Date.now() - 60_000));
    await draft('live-draft', new Date(Date.now() + 86_400_000));
    const old = await stored({ ageDays: 400, status: 'delivered', mailSent: true });
    const oldRefused = await stored({ ageDays: 366, status: 'refused', mailSent: true });
    const refusedLongAgo = await stored({ ageDays: 31, status: 'refused', mailSent: true });
    const refusedRecently = await stored({ ageDays: 29, status: 'refused', mailSent: false });
    const recentSent = await stored({ ageDays: 1, status: 'delivering', mailSent: true });
    const recentPending = await stored({ ageDays: 1, status: 'delivering', mailSent: false });
    await database.db.insert(rateCounters).values([
      { key: 'old', windowStart: new Date(Date.now() - 3 * 86_400_000), count: 3 },
      { key: 'current', windowStart: new Date(), count: 1 },
    ]);
    const day = (ageDays: number) => new Date(Date.now() - ageDays * 86_400_000).toISOString().slice(0, 10);
    await database.db.insert(campaignVisits).values([
      { day: day(400), source: 'linkedin', medium: '', campaign: '', visits: 7 },
      { day: day(1), source: 'linkedin', medium: '', campaign: '', visits: 3 },
    ]);
    await database.db.insert(jobViews).values([
      { day: day(400), postingId: 'posting-old', views: 9 },
      { day: day(1), postingId: 'posting-new', views: 2 },
    ]);
    const staff = { platformUserId: 'u-1', staffName: 'Ada', staffEmail: 'ada@acme.example' };
    await database.db.insert(staffActivity).values([
      { ...staff, action: 'signed_in', at: new Date(Date.now() - 731 * 86_400_000) },
      { ...staff, action: 'exported_applications', at: new Date(Date.now() - 400 * 86_400_000) },
    ]);

    const counts = await purgeExpired(database.db, policy);

    const left = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        inArray(applications.id, [
          old,
          oldRefused,
          refusedLongAgo,
          refusedRecently,
          recentSent,
          recentPending,
        ]),
      );
    expect(left.map((row) => row.id).sort()).toEqual(
      [refusedLongAgo, refusedRecently, recentSent, recentPending].sort(),
    );
    const files = await database.db.select({ id: applicationFiles.applicationId }).from(applicationFiles);
    const withFiles = new Set(files.map((file) => file.id));
    expect(withFiles.has(refusedLongAgo)).toBe(false);
    expect([refusedRecently, recentSent, recentPending].every((id) => withFiles.has(id))).toBe(true);

    const mail = await database.db.select().from(outboundMail);
    const mailOf = (id: string) => mail.find((row) => row.applicationId === id);
    expect(mailOf(old)).toBeUndefined();
    expect(mailOf(recentSent)?.textBody).toBe(`Hello,\n${REMOVED_LINK}\nBye`);
    expect(mailOf(recentSent)?.htmlBody).toBeNull();
    // Not sent yet: the link is still needed.
    expect(mailOf(recentPending)?.textBody).toContain('/applications/');
    expect(mailOf(refusedRecently)?.htmlBody).not.toBeNull();

    const counters = await database.db.select({ key: rateCounters.key }).from(rateCounters);
    expect(counters.map((row) => row.key)).toEqual(['current']);
    // Visit counts go with their days' applications.
    const visits = await database.db.select({ day: campaignVisits.day }).from(campaignVisits);
    expect(visits.map((row) => row.day)).toEqual([day(1)]);
    const views = await database.db.select({ postingId: jobViews.postingId }).from(jobViews);
    expect(views.map((row) => row.postingId)).toEqual(['posting-new']);
    // The activity log outlives the applications it speaks of: two years, not one.
    const activity = await database.db.select({ action: staffActivity.action }).from(staffActivity);
    expect(activity.map((row) => row.action)).toEqual(['exported_applications']);

    expect(counts).toEqual({
      // Both refused more than 30 days ago: the one also past a year lost its files first.
      filesDeleted: 2,
      applicationsDeleted: 2,
      mailDeleted: 2,
      linksRemoved: 2,
      // The old abuse counter, the old day of visits and of job views.
      countersDeleted: 3,
      sessionsDeleted: 0,
      draftsDeleted: 1,
      activityDeleted: 1,
    });
    const drafts = await database.db.select({ id: applicationDrafts.id }).from(applicationDrafts);
    expect(drafts.map((row) => row.id)).toEqual(['live-draft']);
    expect(await lastPurge(database.db)).toMatchObject(counts!);
    expect(await database.db.select().from(purgeRuns)).toHaveLength(1);
  });

  it('a second run right after finds nothing more to delete', async () => {
    expect(await purgeExpired(database.db, policy)).toEqual({
      filesDeleted: 0,
      applicationsDeleted: 0,
      mailDeleted: 0,
      linksRemoved: 0,
      countersDeleted: 0,
      sessionsDeleted: 0,
      draftsDeleted: 0,
      activityDeleted: 0,
    });
  });
});
