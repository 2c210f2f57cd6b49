import 'server-only';
import type { ApplyChallenge } from '../form-state';
import type { AbuseCounter } from './abuse-counter';
import { clientAddress, networkOf } from './client-address';
import { verifyProofOfWork } from './proof-of-work';
import { checkWaitToken, issueWaitToken, WAIT_TOKEN_FIELD } from './wait-token';
import { messageKey } from '@/lib/i18n/message-key';

/** The widget's hidden input (ALTCHA's default name). */
export const PROOF_OF_WORK_FIELD = 'altcha';
const HOUR_S = 3_600;

export type ApplyLimits = {
  perAddress: number;
  perNetwork: number;
  confirmationsPerHour: number;
  waitSeconds: number;
  trustedProxies: number;
};

export type LimitDecision =
  | { status: 'pass'; sendConfirmation: boolean }
  | { status: 'challenge'; formError: string; challenge: ApplyChallenge };

export type LimitDeps = { counter: AbuseCounter; secret: string; limits: ApplyLimits; now?: () => number };

/**
 * The abuse limits on applying, asked once an application is valid and about to be stored. Past the
 * per-address or per-network count in the hour, the candidate is asked to prove they are a person — by
 * the proof-of-work widget, or without JavaScript by waiting a little — and then submits again with
 * every answer kept. Each proof counts once. Past the site-wide ceiling on confirmation mails, the
 * application is still stored, just without a mail (the page shows the status link).
 */
export async function checkApplyLimits(
  deps: LimitDeps,
  request: { forwardedFor: string | null; formData: FormData },
): Promise<LimitDecision> {
  const now = deps.now ?? Date.now;
  const { limits, counter } = deps;
  const address = clientAddress(request.forwardedFor, limits.trustedProxies);
  const addressKey = `apply:address:${address ?? 'unknown'}`;
  const networkKey = address ? `apply:network:${networkOf(address)}` : null;
  const counts = await counter.hit(networkKey ? [addressKey, networkKey] : [addressKey], HOUR_S);
  const over =
    (counts.get(addressKey) ?? 0) > limits.perAddress ||
    (networkKey !== null && (counts.get(networkKey) ?? 0) > limits.perNetwork);

  if (over && !(await proved(deps, request.formData, address ?? 'unknown', now()))) {
    return {
      status: 'challenge',
      formError: messageKey('apply.challenge'),
      challenge: {
        waitToken: issueWaitToken(deps.secret, address ?? 'unknown', now()),
        waitSeconds: limits.waitSeconds,
      },
    };
  }
  const mails = await counter.hit(['mail:confirmations'], HOUR_S);
  return {
    status: 'pass',
    sendConfirmation: (mails.get('mail:confirmations') ?? 0) <= limits.confirmationsPerHour,
  };
}

async function proved(deps: LimitDeps, formData: FormData, address: string, nowMs: number): Promise<boolean> {
  const work = await verifyProofOfWork(formData.get(PROOF_OF_WORK_FIELD), deps.secret);
  const waited = work
    ? null
    : checkWaitToken(formData.get(WAIT_TOKEN_FIELD), deps.secret, address, nowMs, deps.limits.waitSeconds);
  const proof = work
    ? `pow:${work.signature}`
    : waited?.status === 'ok'
      ? `wait:${address}:${waited.issuedAt}`
      : null;
  if (!proof) return false;
  // A proof is good for one application: a second use finds its count above one.
  const uses = await deps.counter.hit([`proof:${proof}`], HOUR_S);
  return (uses.get(`proof:${proof}`) ?? 0) === 1;
}
