import 'server-only';
import { headers } from 'next/headers';
import type { SiteDb } from '@/lib/db/connection';
import type { DeliveryEnv } from '@/lib/env';
import { databaseAbuseCounter } from './abuse-counter';
import { checkApplyLimits, type LimitDecision } from './apply-limits';

/** The apply limits for this request, with the site's counters, secret and settings. */
export async function checkApplyLimitsFor(
  site: { db: SiteDb; env: DeliveryEnv; challengeSecret: string },
  formData: FormData,
): Promise<LimitDecision> {
  const { env } = site;
  return checkApplyLimits(
    {
      counter: databaseAbuseCounter(site.db),
      secret: site.challengeSecret,
      limits: {
        perAddress: env.APPLY_CHALLENGE_PER_ADDRESS,
        perNetwork: env.APPLY_CHALLENGE_PER_NETWORK,
        confirmationsPerHour: env.APPLY_CONFIRMATIONS_PER_HOUR,
        waitSeconds: env.APPLY_CHALLENGE_WAIT_S,
        trustedProxies: env.TRUST_PROXY,
      },
    },
    { forwardedFor: (await headers()).get('x-forwarded-for'), formData },
  );
}
