import { z } from 'zod';
import { staffMemberOf } from './admin-profile';

/**
 * What the console keeps in its encrypted session cookie (next-auth's JWT). The platform access token
 * lives only here, server side: the session handed to pages and to the browser never carries it.
 */
export const adminTokenSchema = z.object({
  /** The server-side session record (lib/admin/session-store.ts) that must stay live. */
  sessionId: z.string().min(1),
  platformUserId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: z.literal('ADMINISTRATOR'),
  accessToken: z.string().min(1),
  /** Epoch seconds; the session ends with the platform token, whichever comes first. */
  accessTokenExpiresAt: z.number(),
  /** Epoch seconds. */
  signedInAt: z.number(),
});
export type AdminToken = z.infer<typeof adminTokenSchema>;

/** Seconds before the platform token's expiry at which the session is treated as over. */
const EXPIRY_MARGIN_S = 30;
/** When the platform says nothing about a token's lifetime, assume a short one. */
const DEFAULT_TOKEN_LIFETIME_S = 15 * 60;

export function tokenAtSignIn(
  user: { id: string; firstName: string; lastName: string; email: string },
  account: { access_token?: string; expires_at?: number; expires_in?: number },
  nowSeconds: number,
  sessionId: string,
): AdminToken | null {
  if (!account.access_token) return null;
  const expiresAt = account.expires_at ?? nowSeconds + (account.expires_in ?? DEFAULT_TOKEN_LIFETIME_S);
  return {
    sessionId,
    ...staffMemberOf(user),
    role: 'ADMINISTRATOR',
    accessToken: account.access_token,
    accessTokenExpiresAt: expiresAt,
    signedInAt: nowSeconds,
  };
}

/** The token while the session is still good: not past its maximum age nor the platform token's expiry. */
export function liveAdminToken(raw: unknown, nowSeconds: number, maxAgeSeconds: number): AdminToken | null {
  const parsed = adminTokenSchema.safeParse(raw);
  if (!parsed.success) return null;
  const token = parsed.data;
  if (nowSeconds >= token.accessTokenExpiresAt - EXPIRY_MARGIN_S) return null;
  if (nowSeconds >= token.signedInAt + maxAgeSeconds) return null;
  return token;
}

/** Seconds until the session ends, for the cookie's own lifetime and the page that shows it. */
export function sessionEndsAt(token: AdminToken, maxAgeSeconds: number): number {
  return Math.min(token.accessTokenExpiresAt - EXPIRY_MARGIN_S, token.signedInAt + maxAgeSeconds);
}
