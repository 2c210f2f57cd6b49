import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decode } from 'libqp';

/** Where the site's file transport writes during end-to-end runs (set up in playwright.config.ts). */
const mailDir = path.join(process.env.E2E_SITE_DATA_DIR ?? '.data/e2e', 'mail');

/** The plain-text body of the .eml the site wrote to `email`, or null while there is none. */
export async function plainTextMailTo(email: string): Promise<string | null> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const message = await readFile(path.join(mailDir, file), 'utf8');
    if (!message.includes(`To: ${email}`)) continue;
    const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i.exec(message);
    const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(message);
    const body = part?.[1] ?? '';
    return quoted ? decode(body).toString('utf8') : body;
  }
  return null;
}
