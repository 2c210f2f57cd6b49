import { execFile } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';

const run = promisify(execFile);

/**
 * A site database backed up and restored the ways the README's "Backups" says, for tests of what a
 * restore brings back. Back up and restore with the site stopped (every connection closed).
 */
export type BackedUpDatabase = {
  open(): Promise<SiteDatabase>;
  backup(): Promise<void>;
  restore(): Promise<void>;
  dispose(): Promise<void>;
};

/** PGlite: the data directory, copied while the site is stopped, and put back. */
export function pgliteDirectory(root: string): BackedUpDatabase {
  const dataDir = path.join(root, 'site');
  const copy = path.join(root, 'site-backup');
  return {
    open: () => openSiteDatabase({ dataDir }),
    backup: () => cp(dataDir, copy, { recursive: true }),
    restore: async () => {
      await rm(dataDir, { recursive: true });
      await cp(copy, dataDir, { recursive: true });
    },
    dispose: () => rm(copy, { recursive: true, force: true }),
  };
}

/**
 * PostgreSQL: a database of its own on the server at `serverUrl`, dumped with `pg_dump --format=custom`
 * and restored with `pg_restore` into an empty database of the same name.
 */
export function postgresDatabase(serverUrl: string, root: string, name: string): BackedUpDatabase {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dump = path.join(root, `${name}.dump`);
  const server = async (statement: string) => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(statement);
    } finally {
      await admin.end();
    }
  };
  const empty = async () => {
    await server(`drop database if exists "${name}" with (force)`);
    await server(`create database "${name}"`);
  };
  let created = false;
  return {
    open: async () => {
      if (!created) await empty();
      created = true;
      return openSiteDatabase({ url: url.href, dataDir: 'memory://' });
    },
    backup: async () => void (await run('pg_dump', ['--format=custom', '--file', dump, url.href])),
    restore: async () => {
      await empty();
      await run('pg_restore', ['--dbname', url.href, dump]);
    },
    dispose: () => server(`drop database if exists "${name}" with (force)`),
  };
}
