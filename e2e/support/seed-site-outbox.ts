import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { openSiteDatabase, type SiteDb } from '../../lib/db/connection';
import { applicationFiles, applications } from '../../lib/db/schema';
import { readSiteDatabaseEnv } from '../../lib/env';
import { loadStatusLinkKeys } from '../../lib/careers/delivery/site-secrets';
import { statusPagePath, StatusLinkSigner } from '../../lib/careers/status-link';
import { postings } from './fill-form';
import { waitingApplicationFile } from './run-dir';

/**
 * Runs before the site starts (playwright.config.ts): puts into the site's fresh database applications
 * the platform refused for good, for the staff console's retry test, and one waiting to be sent. A real refusal needs the delivery
 * worker (#5) and a posting that closes between submit and delivery; these rows stand in for that outcome.
 * Its payload is a valid application, so once retried a worker can deliver it.
 */
async function main() {
  const env = readSiteDatabaseEnv();
  const database = await openSiteDatabase({ url: env.DATABASE_URL, dataDir: env.SITE_DATA_DIR });
  // Two: one for the retry, one that a retry from an ended session must leave alone.
  for (const firstName of ['Grace', 'Henry']) {
    const tag = randomBytes(6).toString('hex');
    const email = `e2e-refused-${tag}@example.com`;
    await database.db.insert(applications).values({
      id: randomBytes(16).toString('base64url'),
      postingId: postings.noQuestions,
      idempotencyKey: `e2e-seed-${tag}`,
      status: 'refused',
      // A complete application for that posting (no questions, one consent), so a worker can deliver it.
      payload: { firstName, lastName: 'Refused', email, consentDecisions: { SINGLE: true } },
      candidateEmail: email,
      attempts: 1,
      lastError: 'The posting is no longer open for applications',
    });
  }
  await seedWaitingApplication(database.db);
  await database.close();
  console.log('[e2e] seeded two refused applications and a waiting one into the site database');
}

/**
 * An application the platform has not taken yet, waiting a day for its next try (as after an outage),
 * for e2e/application-status.spec.ts to withdraw before it is sent. Its status link is signed with the
 * key the site will use (generated here, kept in the database) and left in a file for the test.
 */
async function seedWaitingApplication(db: SiteDb) {
  const id = randomBytes(16).toString('base64url');
  const email = `e2e-waiting-${randomBytes(6).toString('hex')}@example.com`;
  await db.insert(applications).values({
    id,
    postingId: postings.noQuestions,
    idempotencyKey: `e2e-seed-${id}`,
    status: 'received',
    payload: { firstName: 'Irene', lastName: 'Waiting', email, consentDecisions: { SINGLE: true } },
    candidateEmail: email,
    attempts: 1,
    nextAttemptAt: new Date(Date.now() + 86_400_000),
    lastError: 'The platform is unavailable',
  });
  await db.insert(applicationFiles).values({
    applicationId: id,
    kind: 'resume',
    fileName: 'irene-waiting.pdf',
    mimeType: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.4 e2e'),
  });
  const signer = new StatusLinkSigner(await loadStatusLinkKeys(db));
  await writeFile(
    waitingApplicationFile(),
    JSON.stringify({ statusPath: statusPagePath(signer.sign(id)), email }),
  );
}

main().catch((error: unknown) => {
  console.error('[e2e] seeding the site database failed:', (error as Error).message);
  process.exit(1);
});
