import type { PlatformClientEnv } from '@/lib/env';
import { configurationToForm } from '@/lib/careers/configuration-to-form';
import { createPlatformClient } from '../client/create-platform-client';
import { isPlatformError } from '../client/platform-error';
import { rateLimitHeaders } from '../contract';
import type { PostingsScope } from '@/lib/careers/postings-scope';
import { readCoordinates } from '@/lib/careers/near/coordinates';
import { checkSiteFilter } from './check-site-filter';
import { checkStatusEvents, type StatusEventsSettings } from './check-status-events';
import { describe } from './describe-error';
import { RECOMMENDED_SCOPE, REQUIRED_SCOPE, scopesByCalls, statedScopes } from './check-scopes';

export type CheckResult = {
  check: string;
  outcome: 'pass' | 'warn' | 'fail';
  detail: string;
  /** What to do about it, for a warning or a failure. */
  nextStep?: string;
};

/** Where an employer finds the company identifier (SmartRecruiters' Posting API docs). */
const COMPANY_ID_HINT =
  "the identifier in your public job links; on SmartRecruiters, what follows careers.smartrecruiters.com/ in your default career site's address";

/**
 * What an employer needs to know before pointing the site at their platform account: can it be reached,
 * is the credential accepted with the scopes the site needs, are the company's postings there (and any
 * that pass SITE_POSTINGS_FILTER), does a
 * configuration read (naming questions the site would skip), are the rate-limit headers sent, and (with
 * PLATFORM_WEBHOOKS) may the credential subscribe to status events. Stops at the
 * first failure a later check depends on.
 */
export async function checkPlatform(
  env: PlatformClientEnv,
  options: { timeoutMs?: number; scope?: PostingsScope; statusEvents?: StatusEventsSettings } = {},
): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const results: CheckResult[] = [];
  const add = (result: CheckResult) => (results.push(result), result.outcome !== 'fail');
  const postingsPath = `/v1/companies/${encodeURIComponent(env.PLATFORM_COMPANY_ID)}/postings`;

  try {
    const answer = await fetch(`${env.PLATFORM_API_URL}${postingsPath}?limit=1`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    add({
      check: 'reachable',
      outcome: 'pass',
      detail: `${env.PLATFORM_API_URL} answered HTTP ${answer.status}`,
    });
  } catch (error) {
    add({
      check: 'reachable',
      outcome: 'fail',
      detail: `${env.PLATFORM_API_URL} did not answer: ${describe(error)}`,
      nextStep:
        'Check PLATFORM_API_URL (the API base, e.g. https://api.<platform>.com) and that this machine can reach it.',
    });
    return results;
  }

  const client = createPlatformClient(env, { timeoutMs });
  if (client.tokens) {
    try {
      await client.tokens.getToken();
      add({ check: 'credential', outcome: 'pass', detail: `client ${env.PLATFORM_CLIENT_ID} got a token` });
      const token = client.tokens.state();
      const scopes = token?.stated
        ? statedScopes(token.scope.split(/\s+/))
        : await scopesByCalls(() => client.candidates({ limit: 1 }).next());
      if (!add(scopes)) return results;
    } catch (error) {
      const scopeRefused = isPlatformError(error, 'insufficient_scope');
      add({
        check: scopeRefused ? 'scopes' : 'credential',
        outcome: 'fail',
        detail: `the token request was refused: ${describe(error)}`,
        nextStep: scopeRefused
          ? `Give the credential the scopes ${REQUIRED_SCOPE} and ${RECOMMENDED_SCOPE}, or set PLATFORM_SCOPE to what it has.`
          : 'Check PLATFORM_CLIENT_ID and PLATFORM_CLIENT_SECRET (an API credential of the company account), and PLATFORM_TOKEN_URL.',
      });
      return results;
    }
  } else {
    // The posting list is public: only an authenticated call shows whether the token is accepted.
    try {
      await client.candidates({ limit: 1 }).next();
      add({
        check: 'credential',
        outcome: 'pass',
        detail: 'the service token (PLATFORM_SERVICE_TOKEN) is accepted',
      });
    } catch (error) {
      add({
        check: 'credential',
        outcome: 'fail',
        detail: `the service token was refused: ${describe(error)}`,
        nextStep: `Check PLATFORM_SERVICE_TOKEN and its header PLATFORM_SERVICE_TOKEN_HEADER (now ${env.PLATFORM_SERVICE_TOKEN_HEADER}), or unset it to use the OAuth client.`,
      });
      return results;
    }
  }

  let firstPosting: string | undefined;
  try {
    const page = await client.listPostings({ limit: 10 });
    firstPosting = page.content[0]?.uuid;
    // The client leaves out (and logs) a listed item it cannot read; the site shows the rest.
    const unread = Math.min(page.totalFound - page.offset, 10) - page.content.length;
    // Coordinates are optional: without them the job list searches a city alone, not the towns around it.
    const placed = page.content.filter(({ location }) =>
      readCoordinates(location?.latitude, location?.longitude),
    ).length;
    const detail =
      `company ${env.PLATFORM_COMPANY_ID}: ${page.totalFound} published posting(s)` +
      (page.content.length > 0
        ? `; ${placed} of the first ${page.content.length} placed (latitude/longitude): the job list ${placed > 0 ? 'offers a distance around a city' : 'searches a city alone'}`
        : '');
    if (!firstPosting) {
      // A platform may answer an identifier it does not know with an empty list rather than a 404.
      add({
        check: 'postings',
        outcome: 'fail',
        detail:
          page.totalFound > 0
            ? `${detail}, none of the first ${page.content.length + unread} readable`
            : detail,
        nextStep:
          page.totalFound > 0
            ? 'The log above names the field each posting lacks; fix them on the platform.'
            : `Check PLATFORM_COMPANY_ID ("${env.PLATFORM_COMPANY_ID}": ${COMPANY_ID_HINT}); if it is right, publish a posting.`,
      });
      return results;
    }
    add(
      unread > 0
        ? {
            check: 'postings',
            outcome: 'warn',
            detail: `${detail}; ${unread} of the first ${unread + page.content.length} could not be read and are not shown`,
            nextStep: 'The log above names the field each one lacks; fix those postings on the platform.',
          }
        : { check: 'postings', outcome: 'pass', detail },
    );
  } catch (error) {
    add({
      check: 'postings',
      outcome: 'fail',
      detail: `the posting list failed: ${describe(error)}`,
      nextStep: isPlatformError(error, 'not_found')
        ? `Check PLATFORM_COMPANY_ID: "${env.PLATFORM_COMPANY_ID}" is not a company the platform knows (${COMPANY_ID_HINT}).`
        : 'Check PLATFORM_API_URL and PLATFORM_COMPANY_ID.',
    });
    return results;
  }

  const siteFilter = options.scope && (await checkSiteFilter(client, options.scope));
  if (siteFilter && !add(siteFilter)) return results;

  if (firstPosting) {
    try {
      const configuration = await client.getConfiguration(firstPosting);
      if (!configuration) throw new Error('the posting has no configuration');
      const { form, problems } = configurationToForm(firstPosting, configuration);
      add({
        check: 'configuration',
        outcome: problems.length || form.unsupportedQuestions.length ? 'warn' : 'pass',
        detail: `posting ${firstPosting}: ${form.questions.length} question(s), consent ${form.consent.type === 'SCOPES' ? form.consent.scopes.map((box) => box.id).join(', ') : 'as one boolean'}${problems.length ? `; skipped: ${problems.join('; ')}` : ''}`,
        ...(form.unsupportedQuestions.length
          ? {
              nextStep: `Candidates are sent to the platform's apply page for it: ${form.unsupportedQuestions.join(', ')}.`,
            }
          : {}),
      });
    } catch (error) {
      add({
        check: 'configuration',
        outcome: 'fail',
        detail: `the application configuration failed: ${describe(error)}`,
        nextStep: isPlatformError(error, 'insufficient_scope')
          ? `Give the credential the scope ${REQUIRED_SCOPE}.`
          : 'Check that the credential belongs to the same company as PLATFORM_COMPANY_ID.',
      });
    }
  }

  // Every response is observed, with or without the headers: look for the four values themselves, on the
  // authenticated configuration call first (its budget is the one applying shares).
  const seen = Object.entries(client.metrics.snapshot().lastSeenLimits).sort(
    ([a], [b]) => Number(b.includes('configuration')) - Number(a.includes('configuration')),
  );
  const headerKeys = Object.keys(rateLimitHeaders) as (keyof typeof rateLimitHeaders)[];
  const complete = seen.find(([, limits]) => headerKeys.every((key) => limits[key] !== undefined));
  const absent = headerKeys
    .filter((key) => seen.every(([, limits]) => limits[key] === undefined))
    .map((key) => rateLimitHeaders[key]);
  add(
    complete
      ? {
          check: 'rate limits',
          outcome: 'pass',
          detail: `${complete[0]}: ${complete[1].remaining}/${complete[1].limit} left, ${complete[1].concurrentRemaining}/${complete[1].concurrentLimit} concurrent`,
        }
      : {
          check: 'rate limits',
          outcome: 'warn',
          detail: `not seen: ${absent.join(', ') || 'all four on one answer'}`,
          nextStep:
            'The site paces itself by the published limits (lib/platform/contract/limits.ts) instead; check that no proxy strips X-RateLimit-* headers.',
        },
  );
  if (options.statusEvents) add(await checkStatusEvents(env, options.statusEvents, timeoutMs));
  return results;
}
