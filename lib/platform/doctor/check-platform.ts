import type { PlatformClientEnv } from '@/lib/env';
import { configurationToForm } from '@/lib/careers/configuration-to-form';
import { createPlatformClient } from '../client/create-platform-client';
import { isPlatformError } from '../client/platform-error';

export type CheckResult = {
  check: string;
  outcome: 'pass' | 'warn' | 'fail';
  detail: string;
  /** What to do about it, for a warning or a failure. */
  nextStep?: string;
};

const REQUIRED_SCOPE = 'candidate_applications_manage';
/** Lets the site settle an application whose answer was lost (GET /candidates?q=) instead of waiting. */
const RECOMMENDED_SCOPE = 'candidates_read';

function describe(error: unknown): string {
  if (isPlatformError(error)) return `${error.message}${error.status ? ` (HTTP ${error.status})` : ''}`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return cause ?? (error instanceof Error ? error.message : 'unknown error');
}

/**
 * What an employer needs to know before pointing the site at their platform account: can it be reached,
 * is the credential accepted with the scopes the site needs, are the company's postings there, does a
 * configuration read (naming questions the site would skip), are the rate-limit headers sent. Stops at the
 * first failure a later check depends on.
 */
export async function checkPlatform(
  env: PlatformClientEnv,
  options: { timeoutMs?: number } = {},
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
      const scopes = (client.tokens.state()?.scope ?? '').split(/\s+/);
      add({ check: 'credential', outcome: 'pass', detail: `client ${env.PLATFORM_CLIENT_ID} got a token` });
      const missing = [REQUIRED_SCOPE, RECOMMENDED_SCOPE].filter((scope) => !scopes.includes(scope));
      if (
        !add({
          check: 'scopes',
          outcome: missing.includes(REQUIRED_SCOPE) ? 'fail' : missing.length ? 'warn' : 'pass',
          detail: missing.length ? `the token lacks ${missing.join(', ')}` : `granted: ${scopes.join(' ')}`,
          ...(missing.length
            ? {
                nextStep: `Give the credential the scope${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} on the platform (${RECOMMENDED_SCOPE} lets the site settle an application whose answer was lost).`,
              }
            : {}),
        })
      )
        return results;
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
    add({ check: 'credential', outcome: 'pass', detail: 'using the service token (PLATFORM_SERVICE_TOKEN)' });
  }

  let firstPosting: string | undefined;
  try {
    const page = await client.listPostings({ limit: 10 });
    firstPosting = page.content[0]?.uuid;
    add({
      check: 'postings',
      outcome: page.totalFound > 0 ? 'pass' : 'warn',
      detail: `company ${env.PLATFORM_COMPANY_ID}: ${page.totalFound} published posting(s)`,
      ...(page.totalFound > 0
        ? {}
        : { nextStep: 'Publish a posting on the platform to see it on the site.' }),
    });
  } catch (error) {
    add({
      check: 'postings',
      outcome: 'fail',
      detail: `the posting list failed: ${describe(error)}`,
      nextStep: isPlatformError(error, 'not_found')
        ? `Check PLATFORM_COMPANY_ID: "${env.PLATFORM_COMPANY_ID}" is not a company the platform knows (it is the identifier in your public job links).`
        : 'Check PLATFORM_API_URL and PLATFORM_COMPANY_ID.',
    });
    return results;
  }

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

  const seen = Object.entries(client.metrics.snapshot().lastSeenLimits);
  add(
    seen.length > 0
      ? {
          check: 'rate limits',
          outcome: 'pass',
          detail: seen.map(([endpoint, limits]) => `${endpoint}: ${limits.limit}/s`).join('; '),
        }
      : {
          check: 'rate limits',
          outcome: 'warn',
          detail: 'no X-RateLimit-* headers seen',
          nextStep:
            'The site paces itself by the published limits (lib/platform/contract/limits.ts) instead.',
        },
  );
  return results;
}
