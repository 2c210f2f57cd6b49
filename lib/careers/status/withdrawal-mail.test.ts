import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/lib/db/schema';
import { composeWithdrawalNotice } from './withdrawal-mail';

const site = { name: 'Acme Robotics', url: 'https://careers.acme.example' };
const notice = (status: ApplicationStatus, platformCandidateId: string | null = null) =>
  composeWithdrawalNotice(
    {
      id: 'app_1',
      postingId: 'posting-robots',
      createdAt: new Date('2026-11-20T10:30:00Z'),
      status,
      platformCandidateId,
    },
    site,
  ).text;

describe('composeWithdrawalNotice', () => {
  it('asks staff to record it on the platform, naming the platform candidate, once it was delivered', () => {
    const text = notice('delivered', 'cand-42');
    expect(text).toContain('Please record the withdrawal on the platform, for candidate cand-42');
    expect(text).toContain('  - app_1, job posting-robots, sent 2026-11-20 10:30 UTC');
    expect(text).toContain('https://careers.acme.example/admin/applications?q=app_1');
  });

  it('says there is nothing to record for an application the platform refused', () => {
    const text = notice('refused');
    expect(text).toContain('nothing to record there, and no need to pass it on');
    expect(text).not.toContain('Please record');
  });

  it('says there is nothing to record for one withdrawn before it was sent', () => {
    const text = notice('withdrawn');
    expect(text).toContain('now never will');
    expect(text).not.toContain('Please record');
  });

  it.each(['delivering', 'outcome_unknown'] as const)(
    'says an application still on its way (%s) is sent no more if it did not arrive, else to be recorded',
    (status) => {
      const text = notice(status);
      expect(text).toContain('It is on its way to the platform');
      expect(text).toContain('If it did not arrive, the site sends it no more');
      expect(text).toContain('please then record the withdrawal on the platform');
    },
  );
});
