import { createHash } from 'node:crypto';
import { ALL_SCOPES } from '../auth/scopes';
import type { PlatformDb } from '../store/db';
import {
  candidates,
  configurations,
  jobs,
  offerDocuments,
  offers,
  postings,
  reviews,
  serviceTokens,
  users,
} from '../store/schema';
import { buildCandidates } from './candidates';
import { buildConfigurations } from './configurations';
import { buildOffers } from './offers';
import { buildJobsAndPostings } from './postings';
import { buildReviews } from './reviews';
import { buildUsers } from './users';

export { syntheticCandidates, type PostingRef } from './candidates';
export { SEED_BASE_DATE } from './dates';
export { SEED_COMPANY, SEED_COMPANY_ID, type SeededJob } from './postings';
export { CUSTOM_ROLE_ID, SEEDED_USER_COUNT, seededStaff, syntheticUsers, type SeededStaff } from './users';

/** The older header credential, full access; documented in the README. */
export const DEV_SERVICE_TOKEN = 'dev-service-token';
/** Keeps every insert well under Postgres' bind-parameter limit. */
const BATCH_SIZE = 200;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Every row the seed writes, built without touching the database (pure and deterministic). */
export function buildSeed() {
  const userRows = buildUsers();
  const seededJobs = buildJobsAndPostings();
  const activePostings = seededJobs
    .filter((seeded) => seeded.posting.active)
    .map((seeded) => ({
      uuid: seeded.posting.uuid,
      jobId: seeded.jobId,
      releasedDate: new Date(seeded.posting.releasedDate ?? 0),
    }));
  const candidateRows = buildCandidates(activePostings);
  const { offers: offerRows, documents } = buildOffers(candidateRows);
  return {
    users: userRows,
    seededJobs,
    jobs: seededJobs.map((seeded) => seeded.job),
    postings: seededJobs.map((seeded) => seeded.postingRow),
    configurations: buildConfigurations(seededJobs),
    candidates: candidateRows,
    offers: offerRows,
    offerDocuments: documents,
    reviews: buildReviews(candidateRows, userRows),
    serviceTokens: [{ tokenHash: sha256Hex(DEV_SERVICE_TOKEN), name: 'dev', scopes: [...ALL_SCOPES] }],
  };
}

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) out.push(rows.slice(i, i + BATCH_SIZE));
  return out;
}

/** Inserts the whole data set in one transaction; assumes empty tables (`meta` is left to the caller). */
export async function seedPlatform(db: PlatformDb): Promise<void> {
  const seed = buildSeed();
  await db.transaction(async (tx) => {
    for (const chunk of batches(seed.users)) await tx.insert(users).values(chunk);
    for (const chunk of batches(seed.jobs)) await tx.insert(jobs).values(chunk);
    for (const chunk of batches(seed.postings)) await tx.insert(postings).values(chunk);
    for (const chunk of batches(seed.configurations)) await tx.insert(configurations).values(chunk);
    for (const chunk of batches(seed.candidates)) await tx.insert(candidates).values(chunk);
    for (const chunk of batches(seed.offers)) await tx.insert(offers).values(chunk);
    for (const chunk of batches(seed.offerDocuments)) await tx.insert(offerDocuments).values(chunk);
    for (const chunk of batches(seed.reviews)) await tx.insert(reviews).values(chunk);
    await tx.insert(serviceTokens).values(seed.serviceTokens);
  });
}
