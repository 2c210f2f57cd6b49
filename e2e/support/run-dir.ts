import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A fresh directory for one test run, named in `variable` so the config's workers (which load it again)
 * see the same one; only the process that made it removes it, once the servers are gone.
 */
export function runDirectory(variable: string, prefix: string): string {
  const existing = process.env[variable];
  if (existing) return existing;
  const created = mkdtempSync(path.join(tmpdir(), prefix));
  process.env[variable] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}

/**
 * Where the seed (seed-site-outbox.ts) leaves the status link of the application it puts in waiting, for
 * the test that withdraws it; in the run's directory, which the site's processes inherit.
 */
export function waitingApplicationFile(): string {
  const directory = process.env.E2E_SITE_DATA_DIR;
  if (!directory) throw new Error('E2E_SITE_DATA_DIR is set by playwright.config.ts');
  return path.join(directory, 'waiting-application.json');
}
