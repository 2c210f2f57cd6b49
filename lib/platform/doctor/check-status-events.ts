import { isLoopbackUrl, type PlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '../client/create-platform-client';
import { isPlatformError } from '../client/platform-error';
import type { CheckResult } from './check-platform';

export type StatusEventsSettings = { scope: string; siteUrl: string };

/**
 * With PLATFORM_WEBHOOKS: whether the credential may subscribe to status events (a token with the webhooks
 * scope alone lists the subscriptions), and whether SITE_URL is an address the platform can post to (HTTPS, not this machine).
 * Nothing is subscribed here: the site does that itself once it runs.
 */
export async function checkStatusEvents(
  env: PlatformClientEnv,
  settings: StatusEventsSettings,
  timeoutMs: number,
): Promise<CheckResult> {
  const check = 'status events';
  const client = createPlatformClient({ ...env, PLATFORM_SCOPE: settings.scope }, { timeoutMs });
  if (!client.tokens)
    return {
      check,
      outcome: 'warn',
      detail: `with a service token, whether it may manage webhooks shows at the first subscription`,
      nextStep:
        'After start, the console (Platform health → Status mails) says whether the subscription was made.',
    };
  try {
    await client.tokens.getToken();
    // A token answer need not list its scopes (token-manager.ts): listing the subscriptions shows it may.
    await client.listWebhookSubscriptions();
  } catch (error) {
    return {
      check,
      outcome: 'fail',
      detail: `a token with ${settings.scope} was refused, or could not list the subscriptions: ${error instanceof Error ? error.message : 'unknown error'}`,
      nextStep: isPlatformError(error, 'insufficient_scope')
        ? `Give the credential the scope ${settings.scope} (or set PLATFORM_WEBHOOKS_SCOPE to the one it has), or set PLATFORM_WEBHOOKS=off.`
        : 'Check the OAuth client above.',
    };
  }
  const url = new URL(settings.siteUrl);
  if (url.protocol !== 'https:' || isLoopbackUrl(settings.siteUrl))
    return {
      check,
      outcome: 'warn',
      detail: `the credential may subscribe, but the platform is to post to ${settings.siteUrl}`,
      nextStep: 'Set SITE_URL to the public HTTPS address of the site: the platform posts its events there.',
    };
  return { check, outcome: 'pass', detail: `the credential may subscribe; events go to ${settings.siteUrl}` };
}
