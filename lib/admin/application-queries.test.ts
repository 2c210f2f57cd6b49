import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applicationFiles, applications, type ApplicationStatus } from '@/lib/db/schema';
import { applicationsCsvStream } from './export-applications';
import { parseApplicationFilter } from './application-filter';
import { listApplications } from './list-applications';

let database: SiteDatabase;
const states: ApplicationStatus[] = ['received', 'delivering', 'delivered', 'refused', 'outcome_unknown'];

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  // 12 applications, one second apart, cycling through the states; one with a formula as its name.
  for (let i = 0; i < 12; i++) {
    const id = `app-${String(i).padStart(2, '0')}`;
    await database.db.insert(applications).values({
      id,
      postingId: 'posting-1',
      idempotencyKey: `key-${i}`,
      status: states[i % states.length]!,
      payload: {
        firstName: i === 3 ? '=cmd|calc' : `Ada${i}`,
        lastName: 'Lovelace',
        email: `ada${i}@example.com`,
      },
      candidateEmail: `ada${i}@example.com`,
      ...(i === 2 ? { tracking: { utm_source: 'newsletter', utm_campaign: 'spring' } } : {}),
      // Two came through the embed; the first four were sent before the site recorded where.
      channel: i === 5 || i === 9 ? 'embed' : i < 4 ? null : 'site',
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
      lastError: i % 5 === 3 ? 'Posting is closed' : null,
      // Two candidates asked, from their status pages, to withdraw.
      withdrawalAskedAt: i === 6 || i === 10 ? new Date(Date.UTC(2024, 0, 2, 9, 0, i)) : null,
      // One asked to delete while its send settled.
      erasureAskedAt: i === 7 ? new Date(Date.UTC(2024, 0, 2, 10, 0, 0)) : null,
    });
  }
  await database.db.insert(applicationFiles).values({
    applicationId: 'app-00',
    kind: 'resume',
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    bytes: new TextEncoder().encode('SECRET-RESUME-BYTES'),
  });
});
afterAll(async () => {
  await database.close();
});

async function readAll(stream: ReadableStream<Uint8Array>) {
  // ignoreBOM keeps the byte-order mark in the text, so the test sees exactly what a download holds.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe('listApplications', () => {
  it('pages newest first with a total', async () => {
    const first = await listApplications(database.db, { page: 1 }, 5);
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(3);
    expect(first.rows.map((row) => row.id)).toEqual(['app-11', 'app-10', 'app-09', 'app-08', 'app-07']);
    const last = await listApplications(database.db, { page: 3 }, 5);
    expect(last.rows.map((row) => row.id)).toEqual(['app-01', 'app-00']);
  });

  it('filters by state and marks what may be retried', async () => {
    const refused = await listApplications(database.db, { state: 'refused', page: 1 });
    expect(refused.rows.map((row) => row.id)).toEqual(['app-08', 'app-03']);
    expect(refused.rows.every((row) => row.retryable && row.lastError === 'Posting is closed')).toBe(true);
    const stuck = await listApplications(database.db, { state: 'stuck', page: 1 });
    // Unknown outcomes (4, 9) are stuck; fresh received/delivering ones are not (their lease/due time is fine).
    expect(stuck.rows.map((row) => row.status)).toContain('outcome_unknown');
    expect(stuck.rows.some((row) => row.status === 'refused')).toBe(false);
  });

  it('searches email, name and ids, treating LIKE wildcards literally', async () => {
    const byEmail = await listApplications(database.db, { q: 'ADA7@example', page: 1 });
    expect(byEmail.rows.map((row) => row.id)).toEqual(['app-07']);
    const byName = await listApplications(database.db, { q: 'ada11 love', page: 1 });
    expect(byName.rows.map((row) => row.id)).toEqual(['app-11']);
    expect((await listApplications(database.db, { q: 'app-05', page: 1 })).total).toBe(1);
    expect((await listApplications(database.db, { q: '%', page: 1 })).total).toBe(0);
  });

  it('answers a hand-made query with a NUL in it (which the database refuses) instead of failing', async () => {
    const filter = parseApplicationFilter({ q: 'ada1\u0000@example', source: 'news\u0000letter' });
    const page = await listApplications(database.db, filter);
    expect(page.total).toBe(0);
    const plain = await listApplications(database.db, parseApplicationFilter({ q: 'ada1@example.com' }));
    expect(plain.total).toBe(1);
  });

  it('picks one campaign as the Campaigns report groups them: each part that value, or none', async () => {
    const ids = async (filter: Parameters<typeof listApplications>[1]) =>
      (await listApplications(database.db, filter)).rows.map((row) => row.id);
    expect(await ids({ source: 'newsletter', medium: null, campaign: 'spring', page: 1 })).toEqual([
      'app-02',
    ]);
    expect(await ids({ campaign: 'spring', page: 1 })).toEqual(['app-02']);
    expect(await ids({ source: 'NEWSLETTER', page: 1 })).toEqual([]);
    expect(await ids({ source: 'newsletter', medium: 'email', page: 1 })).toEqual([]);
    const none = await listApplications(
      database.db,
      { source: null, medium: null, campaign: null, page: 1 },
      50,
    );
    expect(none.total).toBe(11);
    expect(none.rows.map((row) => row.id)).not.toContain('app-02');
  });

  it('picks where they applied: the embed, or the site', async () => {
    const ids = async (filter: Parameters<typeof listApplications>[1]) =>
      (await listApplications(database.db, filter, 50)).rows.map((row) => row.id);
    expect(await ids({ channel: 'embed', page: 1 })).toEqual(['app-09', 'app-05']);
    expect(await ids({ channel: 'site', page: 1 })).toHaveLength(6);
    expect(await ids({ channel: 'embed', state: 'delivered', page: 1 })).toEqual([]);
  });

  it('lists the applications whose candidates asked to withdraw, with when they asked', async () => {
    const asked = await listApplications(database.db, { state: 'withdrawal', page: 1 }, 50);
    expect(asked.rows.map((row) => row.id)).toEqual(['app-10', 'app-06']);
    expect(asked.rows[0]!.withdrawalAskedAt).toEqual(new Date(Date.UTC(2024, 0, 2, 9, 0, 10)));
    const narrowed = await listApplications(database.db, { state: 'withdrawal', q: 'ada6@', page: 1 }, 50);
    expect(narrowed.rows.map((row) => row.id)).toEqual(['app-06']);
  });

  it('shows when a candidate asked to delete one whose send was settling', async () => {
    const rows = (await listApplications(database.db, { page: 1 }, 50)).rows;
    const asked = rows.filter((row) => row.erasureAskedAt);
    expect(asked.map((row) => [row.id, row.erasureAskedAt])).toEqual([
      ['app-07', new Date(Date.UTC(2024, 0, 2, 10, 0, 0))],
    ]);
  });
});

describe('applicationsCsvStream', () => {
  it('streams every matching row exactly once, across batches, without file bytes', async () => {
    const csv = await readAll(applicationsCsvStream(database.db, {}, 5));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,candidate_name,candidate_email,posting_id,delivery_state,attempts,last_error,platform_candidate_id,campaign,channel,created_at,delivered_at,withdrawal_asked_at',
    );
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(csv).not.toContain('SECRET-RESUME-BYTES');
    // The campaign stays on the site's record, and is exported.
    expect(csv).toContain(',utm_source=newsletter; utm_campaign=spring,,');
    expect(csv.split('\r\n').find((line) => line.startsWith('app-05,'))).toContain(',embed,');
    expect(csv.split('\r\n').find((line) => line.startsWith('app-06,'))).toMatch(
      /,2024-01-02T09:00:06\.000Z$/,
    );
    // The formula in a name is neutralised.
    expect(csv).toContain(",'=cmd|calc Lovelace,");
  });

  it('applies the same filter as the page', async () => {
    const csv = await readAll(applicationsCsvStream(database.db, { state: 'delivered' }, 1));
    const ids = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual(['app-07', 'app-02']);
  });
});
