import 'server-only';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseEml, type ParsedMail } from './eml';

export type MailFile = { fileName: string; modifiedAt: Date; truncated: boolean } & Omit<
  ParsedMail,
  'headers'
>;

const MAX_BYTES = 256 * 1024;

async function readStart(file: string, size: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, MAX_BYTES));
    await handle.read(buffer, 0, buffer.length, 0);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The newest messages the file transport wrote (no SMTP configured), parsed to text. A missing
 * directory is simply "no mail yet"; an unreadable file is skipped. Large files are read in part.
 */
export async function readMailFiles(directory: string, limit = 20): Promise<MailFile[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(directory, name);
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? { name, file, info } : null;
      }),
  );
  const newest = entries
    .filter((entry) => entry !== null)
    .sort((a, b) => b.info.mtimeMs - a.info.mtimeMs)
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async ({ name, file, info }) => {
      const raw = await readStart(file, info.size).catch(() => null);
      if (raw === null) return null;
      const { headers: _headers, ...mail } = parseEml(raw);
      return { fileName: name, modifiedAt: info.mtime, truncated: info.size > MAX_BYTES, ...mail };
    }),
  );
  return messages.filter((message) => message !== null);
}
