import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml, type ParsedMail } from '../../lib/admin/eml';

/** Where the site's file transport writes during end-to-end runs (set up in playwright.config.ts). */
const mailDir = path.join(process.env.E2E_SITE_DATA_DIR ?? '.data/e2e', 'mail');

/** The plain-text body of the .eml the site wrote to `email`, or null while there is none. */
export async function plainTextMailTo(email: string): Promise<string | null> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const mail = parseEml(await readFile(path.join(mailDir, file), 'utf8'));
    if (mail.to === email) return mail.text;
  }
  return null;
}

/** Every .eml the site wrote to `email`, parsed (headers and plain text), in no particular order. */
export async function mailsTo(email: string): Promise<ParsedMail[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((name) => name.endsWith('.eml'))
      .map(async (file) => parseEml(await readFile(path.join(mailDir, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.to === email);
}

/** Where playwright.config.ts has the site send staff mail (STAFF_NOTIFY_EMAIL). */
export const STAFF_ADDRESS = 'e2e-staff@acme.example';

/** The staff mails whose subject says `about` and whose text names `id` (an application's or a candidate's). */
export async function staffMailsAbout(about: string, id: string): Promise<ParsedMail[]> {
  return (await mailsTo(STAFF_ADDRESS)).filter(
    (mail) => mail.subject.includes(about) && mail.text.includes(id),
  );
}
