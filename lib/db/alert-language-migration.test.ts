import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
type Journal = { entries: { tag: string }[] };

/** The migrations folder as it was before 0005: a database made then is what the migration meets. */
async function foldersUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));
  return dir;
}

describe('migration 0005: the language of a job alert', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps existing alerts (in English, the only language they could have been made in) and stores new ones', async () => {
    const client = new PGlite();
    const before = await foldersUpTo('0004_job-alerts');
    cleanups.push(
      () => client.close(),
      () => rm(before, { recursive: true, force: true }),
    );
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into alert_subscriptions (id, email, owner_key, search, created_at) values ('old', 'a@example.com', 'k', '{}', now())`,
    );

    await migrate(db, { migrationsFolder });

    await client.query(
      `insert into alert_subscriptions (id, email, owner_key, search, created_at, locale) values ('new', 'b@example.com', 'k', '{}', now(), 'de')`,
    );
    const { rows } = await client.query<{ id: string; locale: string }>(
      'select id, locale from alert_subscriptions order by id',
    );
    expect(rows).toEqual([
      { id: 'new', locale: 'de' },
      { id: 'old', locale: 'en' },
    ]);
    await expect(
      client.query(`update alert_subscriptions set locale = null where id = 'old'`),
    ).rejects.toThrow(/null/i);
  });
});
