import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { DEV_SERVICE_TOKEN, sha256Hex } from '../seed';
import { seededStaff } from '../seed/users';
import type { PlatformDb } from '../store/db';
import { meta, serviceTokens, users } from '../store/schema';
import { ADMIN_CLIENT_ID, CAREER_SITE_CLIENT_ID, REPORTING_CLIENT_ID } from './clients';
import { hashPassword } from './password';

/** The README's fixed demo secrets: accepted only in dev and tests. */
export const DEMO_CLIENT_SECRETS: Readonly<Record<string, string>> = {
  [CAREER_SITE_CLIENT_ID]: 'career-site-secret',
  [REPORTING_CLIENT_ID]: 'reporting-only-secret',
  [ADMIN_CLIENT_ID]: 'career-site-admin-secret',
};
/** Every fixed password of the repository: refused on the login page in production. */
export const DEMO_PASSWORDS: ReadonlySet<string> = new Set(seededStaff.map((staff) => staff.password));
export const DEMO_SERVICE_TOKEN_HASH = sha256Hex(DEV_SERVICE_TOKEN);

export type GeneratedCredentials = {
  clientSecrets: Record<string, string>;
  serviceToken: string;
  staffPasswords: Record<string, string>;
};

/** The file in the data dir that keeps what was generated (mode 0600); `npm start` hands the site its part. */
export const CREDENTIALS_FILE = 'credentials.json';
const KEY_PREFIX = 'credentials.client.';
const secret = () => randomBytes(24).toString('base64url');

/**
 * Production credentials: made on the first production start, replacing the demo ones in the store,
 * kept (client secrets in the store, everything in the data dir's credentials file) and answered
 * once as `generated` so the caller prints them once.
 */
export async function productionCredentials(
  db: PlatformDb,
  dataDir: string,
): Promise<{ clientSecrets: Record<string, string>; generated?: GeneratedCredentials }> {
  const stored = await db
    .select()
    .from(meta)
    .where(like(meta.key, `${KEY_PREFIX}%`));
  if (stored.length === Object.keys(DEMO_CLIENT_SECRETS).length)
    return {
      clientSecrets: Object.fromEntries(stored.map((row) => [row.key.slice(KEY_PREFIX.length), row.value])),
    };

  const generated: GeneratedCredentials = {
    clientSecrets: Object.fromEntries(Object.keys(DEMO_CLIENT_SECRETS).map((id) => [id, secret()])),
    serviceToken: secret(),
    staffPasswords: Object.fromEntries(seededStaff.map((staff) => [staff.email, secret()])),
  };
  const hashes = await Promise.all(
    seededStaff.map(async (staff) => [
      staff.email,
      await hashPassword(generated.staffPasswords[staff.email]!),
    ]),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(serviceTokens)
      .set({ tokenHash: sha256Hex(generated.serviceToken) })
      .where(eq(serviceTokens.tokenHash, DEMO_SERVICE_TOKEN_HASH));
    for (const [email, passwordHash] of hashes)
      await tx.update(users).set({ passwordHash }).where(eq(users.email, email!));
    await tx
      .insert(meta)
      .values(
        Object.entries(generated.clientSecrets).map(([id, value]) => ({ key: KEY_PREFIX + id, value })),
      );
  });
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, CREDENTIALS_FILE), JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return { clientSecrets: generated.clientSecrets, generated };
}

/** The one-time notice of a first production start (stdout, never a log file of requests). */
export function describeGenerated(generated: GeneratedCredentials, dataDir: string): string {
  const lines = [
    'Generated credentials (printed once; also kept in ' + join(dataDir, CREDENTIALS_FILE) + '):',
    ...Object.entries(generated.clientSecrets).map(([id, value]) => `  client ${id}: ${value}`),
    `  x-service-token (every scope): ${generated.serviceToken}`,
    ...Object.entries(generated.staffPasswords).map(([email, value]) => `  staff ${email}: ${value}`),
  ];
  return lines.join('\n');
}
