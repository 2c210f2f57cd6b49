import type { PlatformClientEnv } from '@/lib/env';
import { configurationToForm } from '@/lib/careers/configuration-to-form';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import type { PlatformClient } from '@/lib/platform/client/platform-client';
import { isPlatformError } from '@/lib/platform/client/platform-error';
import { rateLimitHeaders, type PostingSummary } from '@/lib/platform/contract';

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';
export type CheckName =
  'reachable' | 'credential' | 'scopes' | 'postings' | 'configuration' | 'limit headers';
export type CheckResult = {
  name: CheckName;
  status: CheckStatus;
  /** What was seen, in a sentence. */
  detail: string;
  /** What the employer does next; only on warn and fail. */
  next?: string;
};
export type DoctorReport = { target: string; checks: CheckResult[]; ok: boolean };

export type DoctorOptions = {
  /** A doctor run answers in seconds, not after the 128 s a delivery waits. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

function causeCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Checks a configured platform the way an employer needs before going live, through the site's own client
 * and form mapping. Each check names what it saw and, when it fails, the next step; a check whose
 * prerequisite failed is skipped rather than failing for the same reason twice.
 */
export async function runDoctor(env: PlatformClientEnv, options: DoctorOptions = {}): Promise<DoctorReport> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const client = createPlatformClient(env, { timeoutMs, fetch: options.fetch });
  const checks: CheckResult[] = [];
  const skipRest = (names: CheckName[], because: string) => {
    for (const name of names) checks.push({ name, status: 'skip', detail: `not checked: ${because}` });
  };
  const finish = (): DoctorReport => ({
    target: `${env.PLATFORM_API_URL} (company ${env.PLATFORM_COMPANY_ID})`,
    checks,
    ok: checks.every((check) => check.status !== 'fail'),
  });

  const reach = await checkReachable(env, timeoutMs, options.fetch ?? fetch);
  checks.push(reach);
  if (reach.status === 'fail') {
    skipRest(['credential', 'scopes', 'postings', 'configuration', 'limit headers'], 'unreachable');
    return finish();
  }

  const credential = await checkCredential(env, client);
  checks.push(...credential.results);
  if (!credential.usable) {
    skipRest(['postings', 'configuration', 'limit headers'], 'no working credential');
    return finish();
  }

  const postings = await checkPostings(env, client);
  checks.push(postings.result);
  if (!postings.first) {
    skipRest(['configuration', 'limit headers'], 'no posting to read a configuration from');
    return finish();
  }

  checks.push(await checkConfiguration(client, postings.first));
  checks.push(checkLimitHeaders(client));
  return finish();
}

/** Any HTTP answer from the API host counts: this check is about DNS, TLS and the network, not the API. */
async function checkReachable(
  env: PlatformClientEnv,
  timeoutMs: number,
  fetchFn: typeof fetch,
): Promise<CheckResult> {
  const hosts = [...new Set([new URL(env.PLATFORM_API_URL).origin, new URL(env.PLATFORM_TOKEN_URL).origin])];
  const seen: string[] = [];
  for (const origin of hosts) {
    try {
      const response = await fetchFn(`${origin}/`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      seen.push(`${origin} answered HTTP ${response.status}`);
    } catch (error) {
      const code = causeCode(error) ?? (error as Error).name;
      return {
        name: 'reachable',
        status: 'fail',
        detail: `${origin} could not be reached (${code})`,
        next:
          origin === new URL(env.PLATFORM_API_URL).origin
            ? 'Check PLATFORM_API_URL (for the real platform: https://api.smartrecruiters.com) and that this machine can reach it (DNS, proxy, firewall).'
            : 'Check PLATFORM_TOKEN_URL and that this machine can reach it (DNS, proxy, firewall).',
      };
    }
  }
  return { name: 'reachable', status: 'pass', detail: seen.join('; ') };
}

/** A client-credentials token (its `scope` compared with what the site asks), or a service-token call. */
async function checkCredential(
  env: PlatformClientEnv,
  client: PlatformClient,
): Promise<{ results: CheckResult[]; usable: boolean }> {
  if (!client.tokens) {
    try {
      await client.candidates({ limit: 1 }).next();
      return {
        usable: true,
        results: [
          {
            name: 'credential',
            status: 'pass',
            detail: `service token accepted (${env.PLATFORM_SERVICE_TOKEN_HEADER})`,
          },
          { name: 'scopes', status: 'skip', detail: 'not checked: a service token carries no OAuth scopes' },
        ],
      };
    } catch (error) {
      return {
        usable: false,
        results: [
          {
            name: 'credential',
            status: 'fail',
            detail: `the service token was refused: ${describeError(error)}`,
            next: 'Check PLATFORM_SERVICE_TOKEN, or unset it and configure an OAuth client (PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET).',
          },
          { name: 'scopes', status: 'skip', detail: 'not checked: no working credential' },
        ],
      };
    }
  }

  const wanted = env.PLATFORM_SCOPE.split(/\s+/).filter(Boolean);
  try {
    await client.tokens.getToken();
  } catch (error) {
    if (isPlatformError(error, 'insufficient_scope')) {
      return {
        usable: false,
        results: [
          {
            name: 'credential',
            status: 'pass',
            detail: `client ${env.PLATFORM_CLIENT_ID} is known to the platform`,
          },
          {
            name: 'scopes',
            status: 'fail',
            detail: `the platform would not grant ${wanted.join(', ')}: ${error.message}`,
            next: `Ask your platform administrator to give client ${env.PLATFORM_CLIENT_ID} the scopes ${wanted.join(', ')} (PLATFORM_SCOPE lists what the site asks for).`,
          },
        ],
      };
    }
    const refused = isPlatformError(error, 'credential_refused');
    return {
      usable: false,
      results: [
        {
          name: 'credential',
          status: 'fail',
          detail: refused
            ? `the platform refused client ${env.PLATFORM_CLIENT_ID} and its secret`
            : `no token from ${env.PLATFORM_TOKEN_URL}: ${describeError(error)}`,
          next: refused
            ? 'Copy the client id and secret again from the platform (PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET); a secret that was rotated must be replaced here too.'
            : 'Check PLATFORM_TOKEN_URL (default: PLATFORM_API_URL + /identity/oauth/token).',
        },
        { name: 'scopes', status: 'skip', detail: 'not checked: no token' },
      ],
    };
  }

  const granted = new Set((client.tokens.state()?.scope ?? '').split(/\s+/).filter(Boolean));
  const missing = wanted.filter((scope) => !granted.has(scope));
  const credential: CheckResult = {
    name: 'credential',
    status: 'pass',
    detail: `client ${env.PLATFORM_CLIENT_ID} got a token`,
  };
  if (missing.length > 0)
    return {
      usable: true,
      results: [
        credential,
        {
          name: 'scopes',
          status: 'fail',
          detail: `the token lacks ${missing.join(', ')} (granted: ${[...granted].join(', ') || 'none'})`,
          next: `Ask your platform administrator to give client ${env.PLATFORM_CLIENT_ID} the scopes ${missing.join(', ')}.`,
        },
      ],
    };
  return {
    usable: true,
    results: [credential, { name: 'scopes', status: 'pass', detail: `granted ${wanted.join(', ')}` }],
  };
}

async function checkPostings(
  env: PlatformClientEnv,
  client: PlatformClient,
): Promise<{ result: CheckResult; first?: PostingSummary }> {
  const unknownCompany = `Check PLATFORM_COMPANY_ID: it is the company identifier in your public job URLs (jobs.smartrecruiters.com/<identifier>/…).`;
  try {
    const page = await client.listPostings({ limit: 10 });
    const first = page.content[0];
    if (!first)
      return {
        result: {
          name: 'postings',
          status: 'fail',
          detail: `company ${env.PLATFORM_COMPANY_ID} lists no readable postings (totalFound ${page.totalFound})`,
          next: `${unknownCompany} If it is right, publish at least one job to your career site.`,
        },
      };
    const detail = `company ${env.PLATFORM_COMPANY_ID} lists ${page.totalFound} posting(s); first: "${first.name}"`;
    // The client leaves out an item it cannot read (and logs why); the site lists the rest.
    const expected = Math.min(page.totalFound - page.offset, 10);
    const unread = expected - page.content.length;
    if (unread > 0)
      return {
        first,
        result: {
          name: 'postings',
          status: 'warn',
          detail: `${detail}; ${unread} of the first ${expected} could not be read and are not shown`,
          next: 'The log above names each one and the field it lacks; fix those postings on the platform.',
        },
      };
    return { first, result: { name: 'postings', status: 'pass', detail } };
  } catch (error) {
    const unknown = isPlatformError(error, 'not_found');
    return {
      result: {
        name: 'postings',
        status: 'fail',
        detail: unknown
          ? `the platform does not know company ${env.PLATFORM_COMPANY_ID}`
          : `the posting list could not be read: ${describeError(error)}`,
        next: unknown ? unknownCompany : 'Run the doctor again; if this persists, the platform is unwell.',
      },
    };
  }
}

/** Reads one configuration and maps it to the site's form, naming any question the form leaves out. */
async function checkConfiguration(client: PlatformClient, posting: PostingSummary): Promise<CheckResult> {
  try {
    const configuration = await client.getConfiguration(posting.uuid);
    if (!configuration)
      return {
        name: 'configuration',
        status: 'fail',
        detail: `posting ${posting.uuid} has no application configuration`,
        next: 'Check that the job is published and takes applications on the platform.',
      };
    const { form, problems } = configurationToForm(posting.id, configuration);
    const summary = `posting "${posting.name}": ${form.questions.length} question(s), consent ${
      form.consent.type === 'SCOPES' ? form.consent.scopes.map((scope) => scope.id).join(', ') : 'single'
    }`;
    if (form.unsupportedQuestions.length > 0)
      return {
        name: 'configuration',
        status: 'warn',
        detail: `${summary}; required question(s) the form cannot ask: ${form.unsupportedQuestions.join(', ')}`,
        next: 'Candidates for this posting will be sent to its applyUrl on the platform; change those questions to a supported type to take them here.',
      };
    if (problems.length > 0)
      return {
        name: 'configuration',
        status: 'warn',
        detail: `${summary}; left out: ${problems.join('; ')}`,
        next: 'The form works without these parts; change them on the platform if candidates should answer them here.',
      };
    return { name: 'configuration', status: 'pass', detail: summary };
  } catch (error) {
    const scope = isPlatformError(error, 'insufficient_scope');
    return {
      name: 'configuration',
      status: 'fail',
      detail: `the configuration of posting ${posting.uuid} could not be read: ${describeError(error)}`,
      next: scope
        ? 'Give the client the scope candidate_applications_manage.'
        : 'Run the doctor again; if the error names a field, report it with this output.',
    };
  }
}

/** The pacer shapes the site's traffic from these headers; without them it keeps to its own defaults. */
function checkLimitHeaders(client: PlatformClient): CheckResult {
  // The configuration call is authenticated, like applying: its budget is the one that matters most.
  const observations = Object.entries(client.metrics.snapshot().lastSeenLimits).sort(
    ([a], [b]) => Number(b.includes('configuration')) - Number(a.includes('configuration')),
  );
  const best = observations.find(([, seen]) =>
    Object.keys(rateLimitHeaders).every((key) => seen[key as keyof typeof rateLimitHeaders] !== undefined),
  );
  if (best) {
    const [endpoint, seen] = best;
    return {
      name: 'limit headers',
      status: 'pass',
      detail: `${endpoint}: ${seen.remaining}/${seen.limit} requests left, ${seen.concurrentRemaining}/${seen.concurrentLimit} concurrent`,
    };
  }
  const missing = Object.entries(rateLimitHeaders)
    .filter(([key]) =>
      observations.every(([, seen]) => seen[key as keyof typeof rateLimitHeaders] === undefined),
    )
    .map(([, header]) => header);
  return {
    name: 'limit headers',
    status: 'warn',
    detail: `not seen on any answer: ${missing.join(', ') || 'all four together'}`,
    next: 'The site paces by its own defaults; check that no proxy between this machine and the platform strips X-RateLimit-* headers.',
  };
}
