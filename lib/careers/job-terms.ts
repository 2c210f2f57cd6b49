import type { EmploymentTypeFilter, WorkMode } from './job';

/**
 * The platform names a job's contract and level in one fixed English vocabulary ("Full-time",
 * "Mid-Senior Level", as SmartRecruiters' samples write them). A page in another language says these in
 * its own words, as it does countries. Only an exact known word is translated: an employer's own word
 * ("Werkstudent", "Vollzeit") is shown as it came, so nothing it said is lost.
 */
const TERMS_BY_WORD = {
  'full time': 'termFullTime',
  'part time': 'termPartTime',
  contract: 'termContract',
  contractor: 'termContract',
  temporary: 'termTemporary',
  intern: 'termInternship',
  internship: 'termInternship',
  volunteer: 'termVolunteer',
  'entry level': 'termEntryLevel',
  associate: 'termAssociate',
  'mid senior level': 'termMidSeniorLevel',
  director: 'termDirector',
  executive: 'termExecutive',
} as const;

/** The key of a known term in the `jobs` messages. */
export type JobTerm = (typeof TERMS_BY_WORD)[keyof typeof TERMS_BY_WORD];

/** The word for each contract type the list filters by (`jobs` messages), as the job's page says it. */
export const EMPLOYMENT_TYPE_TERMS = {
  FULL_TIME: 'termFullTime',
  PART_TIME: 'termPartTime',
  CONTRACTOR: 'termContract',
  TEMPORARY: 'termTemporary',
  INTERN: 'termInternship',
  VOLUNTEER: 'termVolunteer',
} as const satisfies Record<EmploymentTypeFilter, JobTerm>;

/**
 * The platform's English words for each contract type the list filters by ("intern" and "internship" for
 * INTERN), for a search that types one.
 */
export function contractTypeWords(): [word: string, type: EmploymentTypeFilter][] {
  const types = Object.entries(EMPLOYMENT_TYPE_TERMS) as [EmploymentTypeFilter, JobTerm][];
  return Object.entries(TERMS_BY_WORD).flatMap(([word, term]) =>
    types
      .filter(([, typeTerm]) => typeTerm === term)
      .map(([type]) => [word, type] as [string, EmploymentTypeFilter]),
  );
}

/** "Full-time", "full time" and "FULL_TIME" are one word; anything else is the employer's own. */
export function jobTermOf(label: string): JobTerm | undefined {
  const word = label
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return Object.hasOwn(TERMS_BY_WORD, word) ? TERMS_BY_WORD[word as keyof typeof TERMS_BY_WORD] : undefined;
}

/** The label in the page's words when it is a known term, else as the platform sent it. */
export function sayJobTerm(label: string, t: (term: JobTerm) => string): string {
  const term = jobTermOf(label);
  return term ? t(term) : label;
}

/**
 * The English words a candidate types for each work mode, beside the page's own ("Télétravail"): the
 * platform's search reads titles and places, so "remote" finds no job by its flag. Only words that name
 * nothing else: "office" alone is also a job ("Office Manager").
 */
const WORK_MODE_WORDS = {
  remote: ['remote', 'work from home', 'home office', 'homeoffice', 'wfh'],
  hybrid: ['hybrid'],
  onsite: ['on-site', 'onsite', 'in office'],
} as const satisfies Record<WorkMode, readonly string[]>;

/** Each work mode's English words, as filter names for a search that types one. */
export function workModeWords(): [word: string, mode: WorkMode][] {
  return (Object.entries(WORK_MODE_WORDS) as [WorkMode, readonly string[]][]).flatMap(([mode, words]) =>
    words.map((word): [string, WorkMode] => [word, mode]),
  );
}
