import { describe, expect, it } from 'vitest';
import type { JobSummary } from './job';
import { similarOpenJobs } from './similar-jobs';

let next = 0;
function job(
  overrides: Partial<JobSummary> & { city?: string; countryCode?: string; remote?: boolean },
): JobSummary {
  const { city, countryCode, remote = false, ...rest } = overrides;
  next += 1;
  return {
    id: `job-${next}`,
    title: `Job ${next}`,
    open: true,
    location: { city, countryCode, remote, hybrid: false, text: city ?? 'Remote' },
    ...rest,
  };
}
const engineering = { id: 'engineering', label: 'Engineering' };
const sales = { id: 'sales', label: 'Sales' };
const titles = (jobs: JobSummary[]) => jobs.map((j) => j.title);

describe('the open jobs offered on a closed posting', () => {
  const closed = job({
    title: 'Head of Research',
    department: engineering,
    city: 'Munich',
    countryCode: 'DE',
    open: false,
  });

  it('puts the same team first, then the same city, then the same country; newest first among equals', () => {
    const open = [
      job({ title: 'Sales in Munich', department: sales, city: 'Munich', countryCode: 'DE' }),
      job({
        title: 'Engineer in Austin',
        department: engineering,
        city: 'Austin',
        countryCode: 'US',
        postedAt: '2026-10-01',
      }),
      job({ title: 'Engineer in Munich', department: engineering, city: 'Munich', countryCode: 'DE' }),
      job({
        title: 'Engineer in Warsaw',
        department: engineering,
        city: 'Warsaw',
        countryCode: 'PL',
        postedAt: '2026-11-01',
      }),
      job({ title: 'Sales in Berlin', department: sales, city: 'Berlin', countryCode: 'DE' }),
    ];
    expect(titles(similarOpenJobs(closed, open))).toEqual([
      'Engineer in Munich',
      'Engineer in Warsaw',
      'Engineer in Austin',
    ]);
  });

  it('offers nothing that has too little in common, nor itself, nor another closed job', () => {
    const open = [
      job({ title: 'Sales in Berlin', department: sales, city: 'Berlin', countryCode: 'DE' }),
      job({ title: 'Closed engineer', department: engineering, city: 'Munich', open: false }),
      { ...closed, open: true },
    ];
    expect(similarOpenJobs(closed, open)).toEqual([]);
  });

  it('counts remote work as a place two remote jobs share', () => {
    const remoteClosed = job({ title: 'Remote writer', department: sales, remote: true, open: false });
    const open = [
      job({ title: 'Remote designer', remote: true }),
      job({ title: 'Designer in Paris', city: 'Paris' }),
    ];
    expect(titles(similarOpenJobs(remoteClosed, open))).toEqual(['Remote designer']);
  });

  it('counts a town within a commute as the same place, when the platform places both', () => {
    const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });
    const berlinJob = job({
      title: 'Closed in Berlin',
      department: sales,
      city: 'Berlin',
      countryCode: 'DE',
      open: false,
    });
    berlinJob.location = { ...berlinJob.location, ...at(52.52, 13.405) };
    const potsdam = job({ title: 'Designer in Potsdam', city: 'Potsdam', countryCode: 'PL' });
    potsdam.location = { ...potsdam.location, ...at(52.3906, 13.0645) };
    const munich = job({ title: 'Designer in Munich', city: 'Munich', countryCode: 'PL' });
    munich.location = { ...munich.location, ...at(48.1351, 11.582) };
    const unplaced = job({ title: 'Designer in Potsdam, unplaced', city: 'Potsdam', countryCode: 'PL' });
    // Another country on purpose: only the commute can make these alike (2 points).
    expect(titles(similarOpenJobs(berlinJob, [munich, potsdam, unplaced]))).toEqual(['Designer in Potsdam']);
  });

  it('offers three at most', () => {
    const open = Array.from({ length: 6 }, () => job({ department: engineering }));
    expect(similarOpenJobs(closed, open)).toHaveLength(3);
  });
});
