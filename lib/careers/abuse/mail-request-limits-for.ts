import 'server-only';
import { headers } from 'next/headers';
import type { SiteDb } from '@/lib/db/connection';
import type { DeliveryEnv } from '@/lib/env';
import { databaseAbuseCounter } from './abuse-counter';
import { checkMailRequestLimits, type MailRequest } from './mail-request-limits';

/** The limits on a request that mails a typed address, for this request, with the site's counters and settings. */
export async function checkMailRequestLimitsFor(
  site: { db: SiteDb; env: DeliveryEnv },
  request: Omit<MailRequest, 'forwardedFor'>,
): Promise<'pass' | 'limited'> {
  return checkMailRequestLimits(
    {
      counter: databaseAbuseCounter(site.db),
      trustedProxies: site.env.TRUST_PROXY,
      confirmationsPerHour: site.env.APPLY_CONFIRMATIONS_PER_HOUR,
    },
    { ...request, forwardedFor: (await headers()).get('x-forwarded-for') },
  );
}
