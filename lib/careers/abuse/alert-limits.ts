import type { AbuseCounter } from './abuse-counter';
import { clientAddress } from './client-address';

const HOUR_S = 3_600;

/** Job alert limits, as data. Each new alert sends a confirmation mail to an address someone typed. */
export const ALERT_LIMITS = {
  /** Alerts one client address may start per hour (only when TRUST_PROXY lets the site know it). */
  perClientPerHour: 10,
  /** Alerts, so confirmation mails, one email address may be sent per day. */
  perEmailPerDay: 3,
} as const;

export type AlertLimitDeps = {
  counter: AbuseCounter;
  trustedProxies: number;
  /** The site-wide ceiling on confirmation mails per hour, shared with applications. */
  confirmationsPerHour: number;
};

/**
 * Whether a new alert may send its confirmation mail. Unlike applying there is no challenge: an alert
 * can simply be asked for again later. An unknown client address is not counted (every visitor would
 * share one bucket); the site-wide mail ceiling still holds.
 */
export async function checkAlertLimits(
  deps: AlertLimitDeps,
  forwardedFor: string | null,
): Promise<'pass' | 'limited'> {
  const address = clientAddress(forwardedFor, deps.trustedProxies);
  if (address) {
    const key = `alert:address:${address}`;
    const counts = await deps.counter.hit([key], HOUR_S);
    if ((counts.get(key) ?? 0) > ALERT_LIMITS.perClientPerHour) return 'limited';
  }
  const mails = await deps.counter.hit(['mail:confirmations'], HOUR_S);
  return (mails.get('mail:confirmations') ?? 0) > deps.confirmationsPerHour ? 'limited' : 'pass';
}
