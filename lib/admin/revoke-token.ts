import 'server-only';
import type { AdminAuthEnv } from '@/lib/env';

/**
 * Signing out also revokes the platform token (RFC 7009), so a copied session cookie or token is
 * useless afterwards. Best effort: signing out of the console never fails because the platform did.
 */
export async function revokePlatformToken(
  env: Pick<AdminAuthEnv, 'revocationUrl' | 'clientId' | 'clientSecret'>,
  accessToken: string,
): Promise<boolean> {
  if (!env.revocationUrl) return false;
  try {
    const response = await fetch(env.revocationUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(
          `${encodeURIComponent(env.clientId)}:${encodeURIComponent(env.clientSecret)}`,
        ).toString('base64')}`,
      },
      body: new URLSearchParams({ token: accessToken, token_type_hint: 'access_token' }),
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (!response.ok) console.warn('[admin] revoking the platform token failed with status', response.status);
    return response.ok;
  } catch (error) {
    console.warn('[admin] revoking the platform token failed:', (error as Error).name);
    return false;
  }
}
