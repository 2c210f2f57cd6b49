/**
 * Throttles the staff login page, per account and per client address: a few free failures, then
 * growing delays (an attempt before the delay is over is refused unchecked), then a lock that the
 * account's owner can simply outwait. Failures for unknown accounts count the same as for real
 * ones, so the throttle says nothing about which accounts exist. In memory: one platform process.
 */
export type ThrottlePolicy = {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures that lock the key for lockMs. */
  lockAfter: number;
  lockMs: number;
};

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  lockAfter: 10,
  lockMs: 15 * 60_000,
};
/** An address may try several accounts (a shared office network), so it gets more room. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  lockAfter: 50,
  lockMs: 15 * 60_000,
};

type Entry = { failures: number; blockedUntil: number; lastFailure: number };

/** More keys than this and the oldest are forgotten, so a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 50_000;

class Keyed {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly policy: ThrottlePolicy) {}

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    // Quiet for a whole lock period: start afresh (this is how a locked owner gets back in).
    if (entry && now - entry.lastFailure >= this.policy.lockMs && now >= entry.blockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  blockedFor(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  fail(key: string, now: number) {
    const { freeFailures, baseDelayMs, maxDelayMs, lockAfter, lockMs } = this.policy;
    const entry = this.current(key, now) ?? { failures: 0, blockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    if (entry.failures >= lockAfter) entry.blockedUntil = now + lockMs;
    else if (entry.failures > freeFailures)
      entry.blockedUntil = now + Math.min(maxDelayMs, baseDelayMs * 2 ** (entry.failures - freeFailures - 1));
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(key: string) {
    this.entries.delete(key);
  }
}

export class LoginThrottle {
  private readonly accounts: Keyed;
  private readonly addresses: Keyed;

  constructor(
    private readonly now: () => number = Date.now,
    policies: { account?: ThrottlePolicy; address?: ThrottlePolicy } = {},
  ) {
    this.accounts = new Keyed(policies.account ?? ACCOUNT_POLICY);
    this.addresses = new Keyed(policies.address ?? ADDRESS_POLICY);
  }

  private static account(email: string) {
    return email.trim().toLowerCase();
  }

  /** Milliseconds until this account may be tried from this address; 0 when it may be tried now. */
  waitFor(email: string, address: string): number {
    const now = this.now();
    return Math.max(
      this.accounts.blockedFor(LoginThrottle.account(email), now),
      this.addresses.blockedFor(address, now),
    );
  }

  failed(email: string, address: string) {
    const now = this.now();
    this.accounts.fail(LoginThrottle.account(email), now);
    this.addresses.fail(address, now);
  }

  /** A right password clears the account's count (not the address's: it may be guessing others). */
  succeeded(email: string) {
    this.accounts.clear(LoginThrottle.account(email));
  }
}
