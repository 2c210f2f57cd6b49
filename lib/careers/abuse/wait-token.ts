import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The challenge without JavaScript: proof of waiting. The page carries a signed time bound to the
 * client's address; a submit at least `waitSeconds` later (and within the hour) passes. It costs a
 * person one short pause and a bot that wants thousands of applications the same pause each.
 */
export const WAIT_TOKEN_FIELD = 'challengeWait';
const MAX_AGE_MS = 60 * 60_000;

const mac = (secret: string, issuedAt: number, address: string) =>
  createHmac('sha256', secret).update(`wait:${issuedAt}:${address}`).digest('base64url');

export function issueWaitToken(secret: string, address: string, nowMs: number): string {
  return `${nowMs}.${mac(secret, nowMs, address)}`;
}

export type WaitCheck =
  { status: 'ok'; issuedAt: number } | { status: 'early'; secondsLeft: number } | { status: 'invalid' };

export function checkWaitToken(
  token: FormDataEntryValue | null,
  secret: string,
  address: string,
  nowMs: number,
  waitSeconds: number,
): WaitCheck {
  if (typeof token !== 'string') return { status: 'invalid' };
  const [time, signature] = token.split('.');
  const issuedAt = Number(time);
  if (!Number.isSafeInteger(issuedAt) || !signature) return { status: 'invalid' };
  const expected = Buffer.from(mac(secret, issuedAt, address));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  const age = nowMs - issuedAt;
  if (age > MAX_AGE_MS || age < 0) return { status: 'invalid' };
  if (age < waitSeconds * 1000) return { status: 'early', secondsLeft: Math.ceil(waitSeconds - age / 1000) };
  return { status: 'ok', issuedAt };
}
