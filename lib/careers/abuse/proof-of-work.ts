import 'server-only';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Lifetime of a challenge: long enough for a slow phone, short enough that a stock of them goes stale. */
const CHALLENGE_TTL_S = 10 * 60;
// About 4,096 SHA-256 rounds on average (three hex digits of prefix): a blink for one person, a real cost
// for thousands of applications.
const KEY_PREFIX = '000';

/** A signed ALTCHA proof-of-work challenge (the widget fetches it from /api/apply-challenge). */
export function issueProofOfWork(secret: string, nowMs: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix: KEY_PREFIX,
    expiresAt: Math.floor(nowMs / 1000) + CHALLENGE_TTL_S,
    hmacSignatureSecret: secret,
  });
}

/** The solved challenge the widget posts (base64 JSON), or null when it is absent, malformed or wrong. */
export async function verifyProofOfWork(
  field: FormDataEntryValue | null,
  secret: string,
): Promise<{ signature: string } | null> {
  if (typeof field !== 'string' || field.length === 0 || field.length > 8_000) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (!payload?.challenge?.signature || !payload.solution) return null;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    return result.verified ? { signature: payload.challenge.signature } : null;
  } catch {
    return null;
  }
}
