import { describe, expect, it } from 'vitest';
import { composeStaffNotice, NAMED_AT_MOST, type NoticedApplication } from './staff-notice-mail';

const site = { name: 'Acme', url: 'https://jobs.acme.example/' };
const rows = (count: number, refused: boolean): NoticedApplication[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${refused ? 'r' : 's'}${i}`,
    postingId: 'p1',
    refused,
    createdAt: new Date(Date.UTC(2026, 10, 26, 9, 30)),
  }));

describe('composeStaffNotice', () => {
  it('names up to the limit of each kind, then counts the rest, and links the console', () => {
    const { subject, text } = composeStaffNotice([...rows(NAMED_AT_MOST + 3, true), ...rows(1, false)], site);
    expect(subject).toBe(`Acme careers: ${NAMED_AT_MOST + 4} applications did not reach the platform`);
    expect(text).toContain(`r${NAMED_AT_MOST - 1}, job p1, sent 2026-11-26 09:30 UTC`);
    expect(text).not.toContain(`r${NAMED_AT_MOST},`);
    expect(text).toContain('  - and 3 more');
    expect(text).toContain('s0, job p1');
    expect(text).toContain('https://jobs.acme.example/admin/applications?state=refused');
    expect(text).toContain('https://jobs.acme.example/admin/health');
    expect(text).toContain('https://jobs.acme.example/admin/applications?state=stuck');
  });

  it('leaves out a kind with none, and says one application in the singular', () => {
    const { subject, text } = composeStaffNotice(rows(1, false), site);
    expect(subject).toBe('Acme careers: 1 application did not reach the platform');
    expect(text).not.toContain('Refused by the platform');
    expect(text).toContain('Not delivered 15 minutes after they were sent (1)');
  });
});
