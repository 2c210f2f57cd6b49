import { describe, expect, it } from 'vitest';
import { memoryCounter } from '../test-support/memory-counter';
import { checkApplyLimits, type ApplyLimits, type LimitDecision } from './apply-limits';
import { WAIT_TOKEN_FIELD } from './wait-token';

const SECRET = 'apply-limits-test-secret';
const limits: ApplyLimits = {
  perAddress: 3,
  perNetwork: 5,
  confirmationsPerHour: 4,
  waitSeconds: 10,
  trustedProxies: 1,
};

function setUp() {
  const counter = memoryCounter();
  let clock = Date.UTC(2026, 10, 28, 12);
  const deps = { counter, secret: SECRET, limits, now: () => clock };
  const apply = (address: string, fields: Record<string, string> = {}) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return checkApplyLimits(deps, { forwardedFor: address, formData });
  };
  return { counter, apply, wait: (ms: number) => (clock += ms) };
}

const waitTokenOf = (decision: LimitDecision) =>
  decision.status === 'challenge' ? decision.challenge.waitToken : expect.fail('no challenge');

describe('the abuse limits on applying', () => {
  it('passes an address up to its hourly count, then asks it, and only it, for a proof', async () => {
    const { apply } = setUp();
    for (let i = 0; i < limits.perAddress; i++)
      expect(await apply('203.0.113.7')).toMatchObject({ status: 'pass' });
    expect(await apply('203.0.113.7')).toMatchObject({
      status: 'challenge',
      formError: 'apply.challenge',
      challenge: { waitSeconds: limits.waitSeconds },
    });
    expect(await apply('198.51.100.8')).toMatchObject({ status: 'pass' });
  });

  it('counts a network as one: many addresses of one /24 are asked past the network count', async () => {
    const { apply } = setUp();
    for (let i = 1; i <= limits.perNetwork; i++)
      expect(await apply(`203.0.113.${i}`)).toMatchObject({ status: 'pass' });
    expect(await apply('203.0.113.200')).toMatchObject({ status: 'challenge' });
    expect(await apply('203.0.114.1')).toMatchObject({ status: 'pass' });
  });

  it('lets a challenged candidate through after the wait, once per proof', async () => {
    const { apply, wait } = setUp();
    for (let i = 0; i < limits.perAddress; i++) await apply('203.0.113.7');
    const token = waitTokenOf(await apply('203.0.113.7'));

    // Too soon: still the challenge, with a new wait.
    wait(limits.waitSeconds * 1000 - 1);
    expect(await apply('203.0.113.7', { [WAIT_TOKEN_FIELD]: token })).toMatchObject({ status: 'challenge' });
    wait(1);
    expect(await apply('203.0.113.7', { [WAIT_TOKEN_FIELD]: token })).toMatchObject({ status: 'pass' });
    // The same proof a second time does not open the door again.
    expect(await apply('203.0.113.7', { [WAIT_TOKEN_FIELD]: token })).toMatchObject({ status: 'challenge' });
  });

  it('refuses a wait proof made for another address or altered', async () => {
    const { apply, wait } = setUp();
    for (let i = 0; i < limits.perAddress; i++) {
      await apply('203.0.113.7');
      await apply('198.51.100.8');
    }
    const token = waitTokenOf(await apply('203.0.113.7'));
    wait(limits.waitSeconds * 1000);
    expect(await apply('198.51.100.8', { [WAIT_TOKEN_FIELD]: token })).toMatchObject({ status: 'challenge' });
    const altered = token.replace(/^\d+/, (time) => String(Number(time) - 60_000));
    expect(await apply('203.0.113.7', { [WAIT_TOKEN_FIELD]: altered })).toMatchObject({
      status: 'challenge',
    });
  });

  it('stores applications past the site-wide mail ceiling, without their confirmation mail', async () => {
    const { apply } = setUp();
    const decisions: LimitDecision[] = [];
    for (let i = 1; i <= limits.confirmationsPerHour + 1; i++) decisions.push(await apply(`192.0.${i}.1`));
    expect(decisions.map((decision) => decision.status === 'pass' && decision.sendConfirmation)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('counts only the address the trusted proxy saw, not one the client wrote in front of it', async () => {
    const { apply, counter } = setUp();
    for (let i = 0; i < limits.perAddress; i++) await apply(`10.9.8.${i}, 203.0.113.7`);
    expect(counter.counts.get('apply:address:203.0.113.7')).toBe(limits.perAddress);
    expect(await apply('10.0.0.99, 203.0.113.7')).toMatchObject({ status: 'challenge' });
  });

  it('fails when the count cannot be kept, so the caller gives the answers back rather than storing', async () => {
    const failing = {
      counter: {
        hit: () => Promise.reject(new Error('database down')),
        peek: () => Promise.reject(new Error('database down')),
      },
      secret: SECRET,
      limits,
    };
    await expect(
      checkApplyLimits(failing, { forwardedFor: '203.0.113.7', formData: new FormData() }),
    ).rejects.toThrow('database down');
  });
});
