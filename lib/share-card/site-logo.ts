import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openedProcessPart } from '@/lib/site-runtime';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The site's logo (SITE_LOGO_PATH, a file the site serves from public/) as a data: URL for the card; none
 * when it is not such a file, in a kind the card can draw: the card is still worth having without it.
 * Read once per process, as the build's files are.
 */
export const siteLogoDataUrl = (logoPath: string): Promise<string | undefined> =>
  openedProcessPart(`share-card-logo:${logoPath}`, () => readLogo(logoPath));

async function readLogo(logoPath: string): Promise<string | undefined> {
  const file = path.join(PUBLIC_DIR, logoPath);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(PUBLIC_DIR + path.sep)) return undefined;
  try {
    return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return undefined;
  }
}
