import type { JobSummary, OpenJobsResult } from './job';

/**
 * One job advertised in several languages. The platform publishes each of a job's ads as a posting of its
 * own (its own uuid, `language`, and `defaultJobAd` on one of them) under the job's reference number: a
 * live account lists "Praktikum Marketing" (de) and "Intern Marketing" (en) side by side. A candidate
 * should meet that job once, in their language when there is an ad in it.
 *
 * Postings count as versions of one job only when they share a reference number and each states a
 * different language: two postings with one number and one language (or none) stay apart, so a reused
 * number can never hide a job.
 */

/** "de" for "de-AT"; undefined for what is not a language tag. */
export const baseLanguage = (tag: string): string | undefined => {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return undefined;
  }
};

const groupKey = (job: JobSummary) => job.refNumber?.trim().toLowerCase() || undefined;

/** Reference number → the postings that are versions of one job, in the order given. */
function versionGroups(jobs: readonly JobSummary[]): Map<string, JobSummary[]> {
  const byRef = new Map<string, JobSummary[]>();
  for (const job of jobs) {
    const key = groupKey(job);
    if (key) byRef.set(key, [...(byRef.get(key) ?? []), job]);
  }
  for (const [key, members] of byRef) {
    if (members.length < 2) {
      byRef.delete(key);
      continue;
    }
    const languages = members.map((job) => (job.language ? baseLanguage(job.language) : undefined));
    const distinct = new Set(languages);
    if (languages.includes(undefined) || distinct.size !== members.length) byRef.delete(key);
  }
  return byRef;
}

/** Whether any job among these is advertised in more than one language. */
export function hasAdVersions(jobs: readonly JobSummary[]): boolean {
  return versionGroups(jobs).size > 0;
}

/** Each posting that is one of a job's versions → every version of that job, itself included. */
export function adVersionsById(jobs: readonly JobSummary[]): Map<string, JobSummary[]> {
  const byId = new Map<string, JobSummary[]>();
  for (const versions of versionGroups(jobs).values())
    for (const version of versions) byId.set(version.id, versions);
  return byId;
}

/** The version a reader of `locale` should see: the one in their language, else the default ad, else the first. */
function preferredVersion(versions: readonly JobSummary[], locale: string): JobSummary | undefined {
  const language = baseLanguage(locale);
  return (
    versions.find((job) => job.language && baseLanguage(job.language) === language) ??
    versions.find((job) => job.defaultAd) ??
    versions[0]
  );
}

/**
 * The jobs with each job once: of a job's versions, the one for `locale`, in the place of the first of
 * them (the platform's order is otherwise kept).
 */
export function oneVersionPerJob(jobs: readonly JobSummary[], locale: string): JobSummary[] {
  const groups = versionGroups(jobs);
  const shown = new Set<string>();
  const kept: JobSummary[] = [];
  for (const job of jobs) {
    const key = groupKey(job);
    const versions = key ? groups.get(key) : undefined;
    if (!versions) kept.push(job);
    else if (key && !shown.has(key)) {
      shown.add(key);
      const preferred = preferredVersion(versions, locale);
      if (preferred) kept.push(preferred);
    }
  }
  return kept;
}

/** Every ad of this posting's job among the open jobs, itself included; none when it has no versions. */
export function versionsOf(job: JobSummary, open: readonly JobSummary[]): JobSummary[] {
  const key = groupKey(job);
  if (!key) return [];
  return versionGroups([job, ...open.filter((other) => other.id !== job.id)]).get(key) ?? [];
}

/** The same job's ads in other languages, among the open jobs; none when the posting has no versions. */
export function otherAdVersions(job: JobSummary, open: readonly JobSummary[]): JobSummary[] {
  return versionsOf(job, open).filter((other) => other.id !== job.id);
}

/**
 * The job's page path for a reader of each language: the ad the list shows them (preferredVersion), so
 * search engines are told that the German page of this job is its German ad, not the English ad in a
 * German frame. `versions`: the job's ads (versionsOf, adVersionsById); with none, the posting is its own
 * page in every language.
 */
export function postingPathIn(job: JobSummary, versions: readonly JobSummary[]): (locale: string) => string {
  // Most jobs have one ad: no language to work out (an Intl.Locale per call), which a sitemap file of
  // 2,000 jobs would otherwise do some 100,000 times (sitemap-files.ts).
  if (versions.length === 0) return () => `/jobs/${job.id}`;
  return (locale) => `/jobs/${(preferredVersion(versions, locale) ?? job).id}`;
}

/** postingPathIn with the job's ads found among the open jobs; with those unavailable, the posting's own. */
export const postingPathAmong = (job: JobSummary, open: OpenJobsResult) =>
  postingPathIn(job, open.status === 'ok' ? versionsOf(job, open.jobs) : []);
