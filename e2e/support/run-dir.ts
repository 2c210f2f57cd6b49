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
