import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The site's erasure journal (README, "Backups"), line by line: what each line names, by list. The site
 * under test keeps it beside its data directory, in the run's directory. Files are read in name order,
 * which is by month.
 */
async function journalLines(): Promise<Record<string, string[]>[]> {
  const directory = path.join(process.env.E2E_SITE_DATA_DIR ?? '.data/e2e', 'site-erasures');
  const names = (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.jsonl')).sort();
  const lines: Record<string, string[]>[] = [];
  for (const name of names)
    for (const line of (await readFile(path.join(directory, name), 'utf8')).split('\n').filter(Boolean)) {
      const { at: _at, ...named } = JSON.parse(line) as Record<string, unknown>;
      // A list of ids, or ids with the frequency chosen for each.
      lines.push(
        Object.fromEntries(
          Object.entries(named).map(([list, ids]) => [
            list,
            Array.isArray(ids) ? (ids as string[]) : Object.keys(ids as object),
          ]),
        ),
      );
    }
  return lines;
}

/** Every id the journal names, deleted, withdrawn or chosen for. */
export async function journaledIds(): Promise<string[]> {
  return (await journalLines()).flatMap((line) => Object.values(line).flat());
}

/** The lists that name an id, line after line: what the journal has of one application or alert. */
export async function journaledAbout(id: string): Promise<string[]> {
  return (await journalLines()).flatMap((line) =>
    Object.entries(line)
      .filter(([, ids]) => ids.includes(id))
      .map(([list]) => list),
  );
}

/** The application id a status link or its path names (`/applications/<keyId>.<applicationId>.<signature>`). */
export const applicationIdIn = (statusUrl: string) =>
  new URL(statusUrl, 'http://localhost').pathname.split('/').at(-1)!.split('.')[1]!;
