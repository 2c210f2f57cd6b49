import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every id the site's erasure journal names (README, "Backups"): the site under test keeps it beside its
 * data directory, in the run's directory.
 */
export async function journaledIds(): Promise<string[]> {
  const directory = path.join(process.env.E2E_SITE_DATA_DIR ?? '.data/e2e', 'site-erasures');
  const names = await readdir(directory).catch(() => []);
  const ids: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.jsonl')))
    for (const line of (await readFile(path.join(directory, name), 'utf8')).split('\n').filter(Boolean)) {
      const { applications = [], alerts = [], mails = [] } = JSON.parse(line) as Record<string, string[]>;
      ids.push(...applications, ...alerts, ...mails);
    }
  return ids;
}

/** The application id a status link names (`/applications/<keyId>.<applicationId>.<signature>`). */
export const applicationIdIn = (statusUrl: string) =>
  new URL(statusUrl).pathname.split('/').at(-1)!.split('.')[1]!;
