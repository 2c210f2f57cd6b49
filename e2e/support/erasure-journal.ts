import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every id the site's erasure journal names, deleted or withdrawn (README, "Backups"): the site under test
 * keeps it beside its data directory, in the run's directory.
 */
export async function journaledIds(): Promise<string[]> {
  const directory = path.join(process.env.E2E_SITE_DATA_DIR ?? '.data/e2e', 'site-erasures');
  const names = await readdir(directory).catch(() => []);
  const ids: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.jsonl')))
    for (const line of (await readFile(path.join(directory, name), 'utf8')).split('\n').filter(Boolean)) {
      const named = JSON.parse(line) as Record<string, string[] | string>;
      for (const list of Object.values(named)) if (Array.isArray(list)) ids.push(...list);
    }
  return ids;
}

/** The application id a status link or its path names (`/applications/<keyId>.<applicationId>.<signature>`). */
export const applicationIdIn = (statusUrl: string) =>
  new URL(statusUrl, 'http://localhost').pathname.split('/').at(-1)!.split('.')[1]!;
