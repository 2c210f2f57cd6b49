import type { JobSummary } from '@/lib/careers/job';
import { correctedQuery, searchVocabulary } from '@/lib/careers/spelling/did-you-mean';
import { median } from './figures';

const POSTINGS = Number(process.env.BENCH_N ?? 2_000);
const RUNS = 15;

const roles = [
  'Engineer',
  'Manager',
  'Analyst',
  'Designer',
  'Technician',
  'Specialist',
  'Coordinator',
  'Consultant',
];
const fields = [
  'Software',
  'Marketing',
  'Finance',
  'Logistics',
  'Robotics',
  'Sales',
  'Customer Success',
  'Data',
];
const levels = ['Senior', 'Junior', 'Lead', 'Principal', 'Associate', ''];
const cities = [
  'Berlin',
  'München',
  'London',
  'Warsaw',
  'Łódź',
  'Zürich',
  'Austin',
  'São Paulo',
  'Amsterdam',
  'Lisbon',
];

/** A deterministic stand-in for an account's open postings: titles and places as employers write them. */
function postings(count: number): JobSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const city = cities[i % cities.length]!;
    const title = [
      levels[i % levels.length],
      fields[(i >> 1) % fields.length],
      roles[(i >> 2) % roles.length],
      `${i}`,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      title,
      location: { city, text: `${city}, Somewhere`, remote: false, hybrid: false },
    } as JobSummary;
  });
}

/** Typed as candidates type: one slip, a swap, a missing letter, accents left out, and words that are fine. */
const queries = [
  'sofware enginer',
  'mangaer',
  'analsyt berlin',
  'zurich',
  'lodz robotics',
  'desinger',
  'engineer',
  'senior data',
];

/**
 * `npm run bench -- spelling`: "Did you mean …?" over an account's open postings (2,000; BENCH_N):
 * building the vocabulary (once per copy of the open postings) and correcting a search (each search that
 * finds nothing), each the median of 15 runs.
 */
export async function runSpellingBench() {
  const jobs = postings(POSTINGS);
  const build: number[] = [];
  let vocabulary = searchVocabulary(jobs);
  for (let run = 0; run < RUNS; run++) {
    const begun = performance.now();
    vocabulary = searchVocabulary(jobs);
    build.push(performance.now() - begun);
  }
  const correct: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const begun = performance.now();
    for (const q of queries) correctedQuery(q, vocabulary);
    correct.push((performance.now() - begun) / queries.length);
  }
  const round = (ms: number) => Math.round(ms * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'spelling',
      postings: POSTINGS,
      words: vocabulary.size,
      vocabularyMs: round(median(build)),
      correctionMs: round(median(correct)),
      example: correctedQuery('sofware enginer', vocabulary),
    }),
  );
}
