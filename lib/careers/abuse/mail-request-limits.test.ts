import { describe, expect, it } from 'vitest';
import type { AbuseCounter } from './abuse-counter';
import { memoryCounter } from '../test-support/memory-counter';
import { checkMailRequestLimits, DRAFT_LIMITS } from './mail-request-limits';

const deps = (counter: AbuseCounter) => ({ counter, trustedProxies: 1, confirmationsPerHour: 100 });
const draft = (addressKey: string, forwardedFor: string | null = '203.0.113.7') => ({
  kind: 'draft' as const,
  forwardedFor,
  perClientPerHour: DRAFT_LIMITS.perClientPerHour,
  perEmail: { addressKey, perDay: DRAFT_LIMITS.perEmailPerDay },
});

describe('limits on a request that mails an address someone typed', () => {
  it('stops one email address past its daily count, and only that one', async () => {
    const counter = memoryCounter();
    for (let i = 0; i < DRAFT_LIMITS.perEmailPerDay; i++)
      expect(await checkMailRequestLimits(deps(counter), draft('key-a', null))).toBe('pass');
    expect(await checkMailRequestLimits(deps(counter), draft('key-a', null))).toBe('limited');
    expect(await checkMailRequestLimits(deps(counter), draft('key-b', null))).toBe('pass');
  });

  it('stops one client address past its hourly count, counted per kind', async () => {
    const counter = memoryCounter();
    for (let i = 0; i < DRAFT_LIMITS.perClientPerHour; i++)
      expect(await checkMailRequestLimits(deps(counter), draft(`key-${i}`))).toBe('pass');
    expect(await checkMailRequestLimits(deps(counter), draft('key-new'))).toBe('limited');
    expect(counter.counts.get('draft:address:203.0.113.7')).toBe(DRAFT_LIMITS.perClientPerHour + 1);
    const alert = { kind: 'alert' as const, forwardedFor: '203.0.113.7', perClientPerHour: 10 };
    expect(await checkMailRequestLimits(deps(counter), alert)).toBe('pass');
  });

  it('holds the site-wide mail ceiling whoever asks', async () => {
    const counter = memoryCounter();
    counter.counts.set('mail:confirmations', 100);
    const alert = { kind: 'alert' as const, forwardedFor: null, perClientPerHour: 10 };
    expect(await checkMailRequestLimits(deps(counter), alert)).toBe('limited');
  });
});
