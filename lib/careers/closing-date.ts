import type { JobSummary } from './job';

/**
 * The job's closing date while it is still ahead: a date already past is no deadline to show or to
 * tell search engines (the employer has not closed the job yet, so it still takes applications).
 */
export function closingDateAhead(job: Pick<JobSummary, 'validThrough'>, now: Date): string | undefined {
  const closes = job.validThrough;
  return closes && Date.parse(closes) > now.getTime() ? closes : undefined;
}
