import type { CandidateStatus } from '../../contract';
import type { candidates } from '../store/schema';
import { addMinutes, offsetFromBase, SEED_BASE_DATE } from './dates';
import { emailLocalPart, FIRST_NAMES, LAST_NAMES } from './names';
import { randomFor, type Random } from './random';

export type CandidateRow = typeof candidates.$inferInsert;
export type PostingRef = { uuid: string; jobId: string; releasedDate?: Date };

/** 60 applications with every status present and enough OFFER/HIRE for the offer rows. */
const STATUS_PLAN: readonly [CandidateStatus, number][] = [
  ['NEW', 12],
  ['IN_REVIEW', 10],
  ['INTERVIEW', 9],
  ['OFFER', 5],
  ['HIRE', 4],
  ['REJECTED', 10],
  ['WITHDRAWN', 4],
  ['LEAD', 2],
  ['TRANSFERRED', 2],
  ['OTHER', 2],
];
/** People who applied to a second posting with the same address. */
const REPEAT_APPLICANTS = 6;

const EMAIL_DOMAINS = ['mail.example', 'post.example', 'inbox.example'] as const;
const HOME_TOWNS = [
  { city: 'Berlin', countryCode: 'de', phone: '+49 30' },
  { city: 'Hamburg', countryCode: 'de', phone: '+49 40' },
  { city: 'London', countryCode: 'gb', phone: '+44 20' },
  { city: 'Manchester', countryCode: 'gb', phone: '+44 161' },
  { city: 'Rotterdam', countryCode: 'nl', phone: '+31 10' },
  { city: 'Kraków', countryCode: 'pl', phone: '+48 12' },
  { city: 'Austin', countryCode: 'us', phone: '+1 512' },
  { city: 'Lyon', countryCode: 'fr', phone: '+33 4' },
] as const;

type Person = { firstName: string; lastName: string; email: string };
const MINUTES_PER_DAY = 24 * 60;

/** What the candidate sent besides names and email, shaped like the application contract. */
function applicationFor(random: Random): Record<string, unknown> {
  const home = random.pick(HOME_TOWNS);
  return {
    phoneNumber: `${home.phone} ${random.digits(7)}`,
    location: { city: home.city, countryCode: home.countryCode },
    ...(random.chance(0.5) ? { web: { linkedIn: `https://www.linkedin.com/in/${random.hex(10)}` } } : {}),
    answers: [],
  };
}

function candidateRow(
  random: Random,
  person: Person,
  posting: PostingRef,
  status: CandidateStatus,
  createdOn: Date,
  id = random.uuid(),
): CandidateRow {
  // A NEW candidate has not been touched since applying; everyone else moved on later.
  const updatedOn =
    status === 'NEW'
      ? createdOn
      : minDate(addMinutes(createdOn, random.int(60, 21 * MINUTES_PER_DAY)), SEED_BASE_DATE);
  return {
    id,
    postingUuid: posting.uuid,
    jobId: posting.jobId,
    ...person,
    status,
    application: applicationFor(random),
    createdOn,
    updatedOn,
  };
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** Somewhere between the posting's release and the base date. */
function appliedOn(random: Random, posting: PostingRef): Date {
  const released = posting.releasedDate ?? offsetFromBase(-60);
  const spanMinutes = Math.max(0, Math.floor((SEED_BASE_DATE.getTime() - released.getTime()) / 60_000));
  return addMinutes(released, random.int(0, spanMinutes));
}

function buildPeople(random: Random, count: number): Person[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = emailLocalPart(firstName, lastName);
    const domain = random.pick(EMAIL_DOMAINS);
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
    taken.add(email);
    return { firstName, lastName, email };
  });
}

/** The seeded applications on active postings; a few people appear twice on different postings. */
export function buildCandidates(activePostings: readonly PostingRef[]): CandidateRow[] {
  const random = randomFor('candidates');
  const statuses = random.shuffle(
    STATUS_PLAN.flatMap(([status, count]) => Array<CandidateStatus>(count).fill(status)),
  );
  const people = buildPeople(random, statuses.length - REPEAT_APPLICANTS);
  const rows: CandidateRow[] = people.map((person, index) => {
    const posting = random.pick(activePostings);
    return candidateRow(random, person, posting, statuses[index] ?? 'NEW', appliedOn(random, posting));
  });
  for (let repeat = 0; repeat < REPEAT_APPLICANTS; repeat += 1) {
    const first = rows[repeat * 7];
    if (!first) throw new Error('not enough candidates to repeat');
    const posting = random.pick(activePostings.filter((candidate) => candidate.uuid !== first.postingUuid));
    const person = { firstName: first.firstName, lastName: first.lastName, email: first.email };
    rows.push(
      candidateRow(
        random,
        person,
        posting,
        statuses[people.length + repeat] ?? 'NEW',
        appliedOn(random, posting),
      ),
    );
  }
  return rows;
}

/** Extra candidates for bulk tests (large reports); row n is the same whatever the batch it is built in. */
export function syntheticCandidates(
  count: number,
  startIndex: number,
  postings: readonly PostingRef[],
): CandidateRow[] {
  if (postings.length === 0) throw new Error('syntheticCandidates needs at least one posting');
  const statuses = STATUS_PLAN.flatMap(([status, weight]) => Array<CandidateStatus>(weight).fill(status));
  return Array.from({ length: count }, (_, offset) => {
    const n = startIndex + offset;
    const random = randomFor('synthetic-candidate', n);
    const posting = postings[n % postings.length] ?? random.pick(postings);
    const person = {
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      email: `candidate-${n}@mail.example`,
    };
    const createdOn = offsetFromBase(-random.int(1, 90), random.int(0, MINUTES_PER_DAY - 1));
    // The index fills the UUID's last group so synthetic ids can never collide with each other.
    const id = `${random.uuid().slice(0, 24)}${n.toString(16).padStart(12, '0')}`;
    return candidateRow(random, person, posting, random.pick(statuses), createdOn, id);
  });
}
