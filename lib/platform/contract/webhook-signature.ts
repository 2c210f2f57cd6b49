import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The platform's notification signature, scheme `v1`: HMAC-SHA256 with a subscription's secret key over
 * the timestamp header, the raw body, and the event-id, event-name, event-version and link headers,
 * joined by `.` (a missing header is an empty string). The header holds `v1=<hex>` segments separated by
 * `;`: one per active key while keys rotate (old keys stay valid for 24 hours), and later schemes may
 * join them. Both the embedded platform (signing) and the site (checking) use this one definition.
 */
export type SignedParts = {
  timestamp: string;
  body: string;
  eventId: string;
  eventName: string;
  eventVersion: string;
  link: string;
};

export function signV1(secret: string, parts: SignedParts): string {
  const message = [
    parts.timestamp,
    parts.body,
    parts.eventId,
    parts.eventName,
    parts.eventVersion,
    parts.link,
  ];
  return createHmac('sha256', secret).update(message.join('.')).digest('hex');
}

/** The header value for these keys: `v1=…;v1=…`. */
export function signatureHeader(secrets: readonly string[], parts: SignedParts): string {
  return secrets.map((secret) => `v1=${signV1(secret, parts)}`).join(';');
}

/** How far a notification's timestamp may be from now: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * Whether any `v1` signature in the header was made with one of our secrets over these parts, and the
 * timestamp is within the tolerance of `nowS`. Compared in constant time; unknown schemes are skipped.
 */
export function signatureMatches(
  header: string | null,
  parts: SignedParts,
  secrets: readonly string[],
  nowS: number,
): boolean {
  if (!header || secrets.length === 0) return false;
  const sentAt = Number(parts.timestamp);
  if (!/^\d{1,12}$/.test(parts.timestamp) || Math.abs(nowS - sentAt) > SIGNATURE_TOLERANCE_S) return false;
  const given = header
    .split(';')
    .map((segment) => segment.trim().match(/^v1=([0-9a-f]{64})$/i)?.[1])
    .filter((hex): hex is string => hex !== undefined)
    .map((hex) => Buffer.from(hex.toLowerCase(), 'hex'));
  const expected = secrets.map((secret) => Buffer.from(signV1(secret, parts), 'hex'));
  return given.some((signature) => expected.some((wanted) => timingSafeEqual(signature, wanted)));
}
