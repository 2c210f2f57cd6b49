import type { CandidateStatus } from '../../contract';
import type { reviews, users } from '../store/schema';
import type { CandidateRow } from './candidates';
import { addMinutes, SEED_BASE_DATE } from './dates';
import { randomFor, type Random } from './random';

type ReviewRow = typeof reviews.$inferInsert;
type UserRow = typeof users.$inferInsert;

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  1: ['Not a fit for the role right now.', 'Missing the core skills we need.'],
  2: ['Some relevant experience, but gaps in the fundamentals.', 'Communication was hard to follow.'],
  3: ['Solid background; would like a second opinion.', 'Good potential, needs more depth in the domain.'],
  4: ['Strong candidate, clear examples from past work.', 'Good team fit and asked sharp questions.'],
  5: ['Outstanding. Move forward quickly.', 'One of the best interviews this quarter.'],
};

/** Ratings follow the outcome so report totals look plausible. */
const RATING_RANGE: Partial<Record<CandidateStatus, [number, number]>> = {
  OFFER: [4, 5],
  HIRE: [4, 5],
  REJECTED: [1, 3],
};

function ratingFor(status: string, random: Random): 1 | 2 | 3 | 4 | 5 {
  const [min, max] = RATING_RANGE[status as CandidateStatus] ?? [2, 5];
  return random.int(min, max) as 1 | 2 | 3 | 4 | 5;
}

/** Two or three reviews per candidate, each by a different active user. */
export function buildReviews(candidates: readonly CandidateRow[], userRows: readonly UserRow[]): ReviewRow[] {
  const random = randomFor('reviews');
  const reviewers = userRows.filter((user) => user.active).map((user) => user.id);
  return candidates.flatMap((candidate) => {
    const reviewersHere = random.shuffle(reviewers).slice(0, random.int(2, 3));
    const latest = Math.min((candidate.updatedOn ?? SEED_BASE_DATE).getTime(), SEED_BASE_DATE.getTime());
    const spanMinutes = Math.max(1, Math.floor((latest - candidate.createdOn.getTime()) / 60_000));
    return reviewersHere.map((reviewerId): ReviewRow => {
      const rating = ratingFor(candidate.status, random);
      return {
        id: random.uuid(),
        candidateId: candidate.id,
        jobId: candidate.jobId,
        reviewerId,
        rating,
        comment: random.pick(COMMENTS[rating]),
        createdOn: addMinutes(candidate.createdOn, random.int(1, spanMinutes)),
      };
    });
  });
}
