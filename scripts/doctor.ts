import { existsSync } from 'node:fs';
import { EnvError, readDeliveryEnv, readPlatformClientEnv, readSiteEnv } from '@/lib/env';
import { checkPlatform, type CheckResult } from '@/lib/platform/doctor/check-platform';
import { checkSiteReadiness } from '@/lib/site-doctor/check-site-readiness';

const marks = { pass: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

function print(results: CheckResult[]) {
  for (const result of results) {
    console.log(`${marks[result.outcome]}  ${result.check}: ${result.detail}`);
    if (result.nextStep) console.log(`      → ${result.nextStep}`);
  }
}

/**
 * `npm run doctor`: checks the site's own settings as production needs them (lib/site-doctor), then the
 * configured platform (PLATFORM_API_URL, the OAuth client, PLATFORM_COMPANY_ID) the way an employer needs
 * before going live, and prints a short report with a next step per problem. Exits 1 when a check fails.
 */
async function main() {
  // The files `next start` reads; a variable already in the environment wins, as there.
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
  console.log('The site\n');
  const site = await checkSiteReadiness(process.env);
  print(site);
  let env;
  let scope;
  let statusEvents;
  try {
    env = readPlatformClientEnv();
    const siteEnv = readSiteEnv();
    scope = siteEnv.SITE_POSTINGS_FILTER;
    const delivery = readDeliveryEnv();
    if (delivery.PLATFORM_WEBHOOKS)
      statusEvents = { scope: delivery.PLATFORM_WEBHOOKS_SCOPE, siteUrl: siteEnv.SITE_URL };
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
  console.log(`\nThe platform: ${env.PLATFORM_API_URL}, company ${env.PLATFORM_COMPANY_ID}\n`);
  const platform = await checkPlatform(env, { scope, statusEvents });
  print(platform);
  const failed = [...site, ...platform].some((result) => result.outcome === 'fail');
  console.log(failed ? '\nNot ready: fix the first failure and run npm run doctor again.' : '\nReady.');
  process.exit(failed ? 1 : 0);
}

void main();
