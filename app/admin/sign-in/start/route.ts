import { signIn } from '@/lib/admin/auth';
import { PLATFORM_PROVIDER_ID } from '@/lib/admin/platform-provider';
import { safeReturnPath } from '@/lib/admin/return-path';

/**
 * Starts the platform sign-in (a plain link, so it works without JavaScript): next-auth sets its PKCE and
 * state cookies and redirects to the platform's authorization endpoint. `prompt=login` asks the platform
 * for its login page even when it remembers someone, to switch accounts.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const redirectTo = safeReturnPath(url.searchParams.get('callbackUrl'));
  const authorizationParams = url.searchParams.get('prompt') === 'login' ? { prompt: 'login' } : undefined;
  // Throws Next's redirect to the platform.
  await signIn(PLATFORM_PROVIDER_ID, { redirectTo }, authorizationParams);
  return new Response(null, { status: 500 });
}
