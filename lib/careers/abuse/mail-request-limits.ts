import type { AbuseCounter } from './abuse-counter';
import { clientAddress } from './client-address';

const HOUR_S = 3_600;
const DAY_S = 86_400;

/** Job alert limits, as data. Each new alert sends a confirmation mail to an address someone typed. */
export const ALERT_LIMITS = {
  /** Alerts one client address may start per hour (only when TRUST_PROXY lets the site know it). */
  perClientPerHour: 10,
  /** Alerts, so confirmation mails, one email address may be sent per day (counted on the alerts kept). */
  perEmailPerDay: 3,
} as const;

/** "Finish later" limits, as data. Each link is a mail to an address someone typed. */
export const DRAFT_LIMITS = {
  /** Links one client address may ask for per hour (only when TRUST_PROXY lets the site know it). */
  perClientPerHour: 10,
  /** Links one email address may be sent per day. */
  perEmailPerDay: 5,
} as const;

/** "Email me my applications" limits, as data. Each look-up may mail an address someone typed. */
export const STATUS_LINK_LIMITS = {
  /** Look-ups one client address may make per hour (only when TRUST_PROXY lets the site know it). */
  perClientPerHour: 10,
  /** Look-ups of one email address per day, whether or not it has applied. */
  perEmailPerDay: 3,
} as const;

export type MailRequestLimitDeps = {
  counter: AbuseCounter;
  trustedProxies: number;
  /** The site-wide ceiling on confirmation mails per hour, shared with applications. */
  confirmationsPerHour: number;
};

export type MailRequest = {
  /** Which counters: `alert`, `draft` or `status` (the links to one's applications). */
  kind: 'alert' | 'draft' | 'status';
  forwardedFor: string | null;
  perClientPerHour: number;
  /** Counted per address by a keyed hash (the counters need not hold addresses), when the kind asks. */
  perEmail?: { addressKey: string; perDay: number };
};

/**
 * Whether a request that mails an address someone typed (a job alert's confirmation, a "finish later"
 * link, the links to one's applications) may send it. Unlike applying there is no challenge: it can simply be asked for again later. An
 * unknown client address is not counted (every visitor would share one bucket); the site-wide mail
 * ceiling still holds.
 */
export async function checkMailRequestLimits(
  deps: MailRequestLimitDeps,
  request: MailRequest,
): Promise<'pass' | 'limited'> {
  const over = async (key: string, windowS: number, limit: number) =>
    ((await deps.counter.hit([key], windowS)).get(key) ?? 0) > limit;
  const address = clientAddress(request.forwardedFor, deps.trustedProxies);
  if (address && (await over(`${request.kind}:address:${address}`, HOUR_S, request.perClientPerHour)))
    return 'limited';
  const { perEmail } = request;
  if (perEmail && (await over(`${request.kind}:email:${perEmail.addressKey}`, DAY_S, perEmail.perDay)))
    return 'limited';
  return (await over('mail:confirmations', HOUR_S, deps.confirmationsPerHour)) ? 'limited' : 'pass';
}
