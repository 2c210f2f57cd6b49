import type { AbuseCounter } from './abuse-counter';
import { clientAddress } from './client-address';

const HOUR_S = 3_600;
const DAY_S = 86_400;

/** "Finish later" limits, as data. Each link is a mail to an address someone typed. */
export const DRAFT_LIMITS = {
  /** Links one client address may ask for per hour (only when TRUST_PROXY lets the site know it). */
  perClientPerHour: 10,
  /** Links one email address may be sent per day. */
  perEmailPerDay: 5,
} as const;

export type DraftLimitDeps = {
  counter: AbuseCounter;
  trustedProxies: number;
  /** The site-wide ceiling on confirmation mails per hour, shared with applications and alerts. */
  confirmationsPerHour: number;
};

/**
 * Whether a "finish later" mail may go. The address is counted by a keyed hash (the counters need not
 * hold addresses); an unknown client address is not counted; the site-wide mail ceiling still holds.
 */
export async function checkDraftLimits(
  deps: DraftLimitDeps,
  request: { forwardedFor: string | null; addressKey: string },
): Promise<'pass' | 'limited'> {
  const address = clientAddress(request.forwardedFor, deps.trustedProxies);
  if (address) {
    const key = `draft:address:${address}`;
    const counts = await deps.counter.hit([key], HOUR_S);
    if ((counts.get(key) ?? 0) > DRAFT_LIMITS.perClientPerHour) return 'limited';
  }
  const emailKey = `draft:email:${request.addressKey}`;
  const perEmail = await deps.counter.hit([emailKey], DAY_S);
  if ((perEmail.get(emailKey) ?? 0) > DRAFT_LIMITS.perEmailPerDay) return 'limited';
  const mails = await deps.counter.hit(['mail:confirmations'], HOUR_S);
  return (mails.get('mail:confirmations') ?? 0) > deps.confirmationsPerHour ? 'limited' : 'pass';
}
