import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { journalLine } from './journal-lines';
import { repeatErasuresAtStart } from './site-erasure-journal';

let root: string;
let database: SiteDatabase;
const site = { name: 'Acme Robotics', url: 'https://careers.acme.example' };
const start = () => repeatErasuresAtStart({ db: database.db, staff: [], site, mailQueued: () => {} });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-erasure-journal-'));
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  // CI's DATABASE_URL would name Postgres, which has no journal unless ERASURE_JOURNAL_DIR names one.
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('ERASURE_JOURNAL_DIR', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('at start, deletes again what the journal beside the data directory names, and logs how many, not which', async () => {
  vi.stubEnv('SITE_DATA_DIR', path.join(root, 'site'));
  await database.db.insert(applications).values({
    id: 'restored-app',
    postingId: 'posting-robots',
    idempotencyKey: 'key-restored',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@candidate.example' },
    candidateEmail: 'ada@candidate.example',
  });
  await mkdir(path.join(root, 'site-erasures'));
  await writeFile(
    path.join(root, 'site-erasures', '2026-11.web.jsonl'),
    journalLine({ applications: ['restored-app'] }, new Date()) + 'not a line\n',
  );
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
  await start();
  expect(await database.db.select().from(applications)).toEqual([]);
  expect(warned.mock.calls.join('\n')).toMatch(
    /brought the database up to date with the journal \(after a restore, what it undid\): 1 applications deleted$/,
  );
  expect(failed.mock.calls.join('\n')).toMatch(/1 lines in .*site-erasures could not be read/);
  expect([...warned.mock.calls, ...failed.mock.calls].join('\n')).not.toContain('restored-app');
});

it('a journal it cannot read does not stop the start: the error code is logged', async () => {
  // A file where the journal's directory should be.
  vi.stubEnv('SITE_DATA_DIR', path.join(root, 'blocked'));
  await writeFile(path.join(root, 'blocked-erasures'), 'x');
  const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
  await expect(start()).resolves.toBeUndefined();
  expect(failed.mock.calls.join('\n')).toMatch(
    /could not repeat the journal from .*blocked-erasures: EEXIST/,
  );
});

it('says so in production when Postgres has no journal named', async () => {
  vi.stubEnv('DATABASE_URL', 'postgres://db.internal/careers');
  vi.stubEnv('NODE_ENV', 'production');
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await start();
  expect(warned.mock.calls.join('\n')).toMatch(/off: set ERASURE_JOURNAL_DIR/);
});

it('warns at start when the journal is inside the data directory, which a backup copies', async () => {
  vi.stubEnv('SITE_DATA_DIR', path.join(root, 'nested'));
  vi.stubEnv('ERASURE_JOURNAL_DIR', path.join(root, 'nested', 'erasures'));
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await start();
  expect(warned.mock.calls.join('\n')).toMatch(/ERASURE_JOURNAL_DIR is inside SITE_DATA_DIR/);
  // The default, beside it, is not.
  warned.mockClear();
  vi.stubEnv('ERASURE_JOURNAL_DIR', '');
  await start();
  expect(warned.mock.calls.join('\n')).not.toMatch(/inside SITE_DATA_DIR/);
});
