import { randomBytes } from 'node:crypto';
import { openSiteDatabase } from '../../lib/db/connection';
import { applications } from '../../lib/db/schema';
import { readSiteDatabaseEnv } from '../../lib/env';
import { postings } from './fill-form';

/**
 * Runs before the site starts (playwright.config.ts): puts into the site's fresh database applications
 * the platform refused for good, for the staff console's retry test. A real refusal needs the delivery
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
  await database.close();
  console.log('[e2e] seeded two refused applications into the site database');
}

main().catch((error: unknown) => {
  console.error('[e2e] seeding the site database failed:', (error as Error).message);
  process.exit(1);
});
