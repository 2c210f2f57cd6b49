import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { consentScopes, rateLimitHeaders } from '../contract';
import { WEBHOOKS_API_PATH } from '../contract/webhooks';
import { fixture, standinWorld } from './fixtures';
import { undocumentedApplicationKeys } from './undocumented-keys';

export type StandinOptions = {
  clientId: string;
  clientSecret: string;
  scope: string;
  /** false: answers without the X-RateLimit-* headers, as behind a proxy that strips them (doctor tests). */
  limitHeaders?: boolean;
  /**
   * false: the token answer leaves out `scope` (RFC 6749 §5.1 allows it; SmartRecruiters fixes a
   * credential's scopes when it is made), and only a call shows what the token may do (doctor tests).
   */
  statesScope?: boolean;
};
export type ReceivedApplication = { postingUuid: string; body: Record<string, unknown> };

/**
 * A stand-in platform that serves ONLY the documented samples (lib/platform/contract/fixtures) — not the
 * emulator — so the whole site can be tried against the real platform's shapes. It records every
 * application it takes and refuses a body with an undocumented key or consent that does not match the
 * configuration's scopes, the way the real platform validates.
 */
export function createStandinApp(options: StandinOptions) {
  const world = standinWorld();
  /**
   * Each token's scopes: a call to the apply interface or the candidate list that its scope does not cover
   * is refused (403), as the Permission Reference lists; the Webhooks API asks only for a token.
   */
  const tokens = new Map<string, string[]>();
  const received: (ReceivedApplication & { id: string; createdOn: string })[] = [];
  const app = new Hono();
  const refuse = (c: Context, status: 400 | 401 | 403 | 404, message: string) =>
    c.json({ message, errors: [{ code: status === 400 ? 'INVALID' : 'REFUSED', message }] }, status);

  app.use('*', async (c, next) => {
    await next();
    if (options.limitHeaders === false) return;
    c.header(rateLimitHeaders.limit, '10');
    c.header(rateLimitHeaders.remaining, '9');
    c.header(rateLimitHeaders.concurrentLimit, '8');
    c.header(rateLimitHeaders.concurrentRemaining, '7');
  });

  app.post('/identity/oauth/token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const basic = c.req.header('authorization')?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const id = form.get('client_id') ?? decodeURIComponent(basicId ?? '');
    const secret = form.get('client_secret') ?? decodeURIComponent(basicSecret ?? '');
    if (
      form.get('grant_type') !== 'client_credentials' ||
      id !== options.clientId ||
      secret !== options.clientSecret
    )
      return c.json({ error: 'invalid_client' }, 401);
    const token = randomUUID();
    tokens.set(token, options.scope.split(/\s+/));
    const answer = { access_token: token, token_type: 'Bearer', expires_in: 1800 };
    return c.json(options.statesScope === false ? answer : { ...answer, scope: options.scope });
  });

  const authorized = (c: Context) => tokens.has(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '');
  /** The call's answer when the token is missing or lacks `scope`; undefined when it may go on. */
  const refusedWithout = (c: Context, scope: string) => {
    const granted = tokens.get(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '');
    if (!granted) return refuse(c, 401, 'Unauthorized');
    return granted.includes(scope)
      ? undefined
      : refuse(c, 403, `OAuthPermissionsException: ${scope} required`);
  };

  app.get('/v1/companies/:company/postings', (c) => {
    if (c.req.param('company') !== world.companyId) return refuse(c, 404, 'Company not found');
    const limit = Math.min(100, Number(c.req.query('limit') ?? 10) || 10);
    const offset = Number(c.req.query('offset') ?? 0) || 0;
    const q = c.req.query('q')?.toLowerCase();
    const matching = world.items.filter((item) => !q || String(item.name).toLowerCase().includes(q));
    return c.json({
      offset,
      limit,
      totalFound: matching.length,
      content: matching.slice(offset, offset + limit),
    });
  });
  app.get('/v1/companies/:company/postings/:id', (c) => {
    const detail = c.req.param('company') === world.companyId ? world.detail(c.req.param('id')) : undefined;
    return detail ? c.json(detail) : refuse(c, 404, 'Posting not found');
  });
  app.get('/postings/:uuid/configuration', (c) => {
    const refused = refusedWithout(c, 'candidate_applications_manage');
    if (refused) return refused;
    const configuration = world.configuration(c.req.param('uuid'));
    return configuration ? c.json(configuration) : refuse(c, 404, 'Posting not found');
  });

  app.post('/postings/:uuid/candidates', async (c) => {
    const refused = refusedWithout(c, 'candidate_applications_manage');
    if (refused) return refused;
    const uuid = c.req.param('uuid');
    const configuration = world.configuration(uuid);
    if (!configuration) return refuse(c, 404, 'Posting not found');
    const body = (await c.req.json()) as Record<string, unknown>;
    const { paths, invalid } = undocumentedApplicationKeys(body);
    if (paths.length > 0) return refuse(c, 400, `Undocumented keys: ${paths.join(', ')}`);
    if (invalid) return refuse(c, 400, `Invalid application: ${invalid}`);
    const scopes = (
      (configuration.consentDetails as { scopes?: { scope: string }[] } | undefined)?.scopes ?? []
    ).map((scope) => scope.scope);
    const decisions = Object.keys((body.consentDecisions as object | undefined) ?? {});
    const consentMatches = scopes.length
      ? decisions.length === scopes.length &&
        decisions.every((key) => scopes.includes(key)) &&
        body.consent === undefined
      : body.consent === true && decisions.length === 0;
    if (!consentMatches || decisions.some((key) => !(consentScopes as readonly string[]).includes(key)))
      return refuse(c, 400, 'Consent does not match the configuration');
    const sample = fixture('apply/response') as { candidatePortalUrl: string };
    const id = randomUUID();
    const createdOn = new Date().toISOString();
    received.push({ postingUuid: uuid, body, id, createdOn });
    return c.json({ id, createdOn, candidatePortalUrl: `${sample.candidatePortalUrl}-${id}` }, 201);
  });
  app.get('/postings/:uuid/candidates/:id/status', (c) => {
    const refused = refusedWithout(c, 'candidate_applications_manage');
    if (refused) return refused;
    const known = received.some(
      (entry) => entry.id === c.req.param('id') && entry.postingUuid === c.req.param('uuid'),
    );
    return known ? c.json(fixture('status/in-review-dash')) : refuse(c, 404, 'Candidate not found');
  });
  // The site's look-up after an unknown outcome.
  app.get('/candidates', (c) => {
    const refused = refusedWithout(c, 'candidates_read');
    if (refused) return refused;
    const q = c.req.query('q')?.toLowerCase() ?? '';
    const content = received
      .filter((entry) => String(entry.body.email).toLowerCase() === q)
      .map((entry) => ({
        id: entry.id,
        firstName: entry.body.firstName,
        lastName: entry.body.lastName,
        email: entry.body.email,
        createdOn: entry.createdOn,
        updatedOn: entry.createdOn,
        // As the documented sample (candidates/list.json): the job, never the posting applied through.
        primaryAssignment: { job: { id: `job-of-${entry.postingUuid}`, title: '' }, status: 'NEW' },
      }));
    return c.json({ limit: 100, content });
  });

  // The Webhooks API, as its documented samples: made (inactive), listed, read (active), keyed, activated.
  app.post(WEBHOOKS_API_PATH, (c) =>
    authorized(c) ? c.json(fixture('webhooks/subscription-created'), 201) : refuse(c, 401, 'Unauthorized'),
  );
  app.get(WEBHOOKS_API_PATH, (c) =>
    authorized(c) ? c.json(fixture('webhooks/subscription-list')) : refuse(c, 401, 'Unauthorized'),
  );
  app.get(`${WEBHOOKS_API_PATH}/:id`, (c) =>
    authorized(c) ? c.json(fixture('webhooks/subscription-names-only')) : refuse(c, 401, 'Unauthorized'),
  );
  app.post(`${WEBHOOKS_API_PATH}/:id/secret-key`, (c) =>
    authorized(c) ? c.json(fixture('webhooks/secret-key'), 201) : refuse(c, 401, 'Unauthorized'),
  );
  app.put(`${WEBHOOKS_API_PATH}/:id/activation`, (c) =>
    authorized(c) ? c.body(null, 204) : refuse(c, 401, 'Unauthorized'),
  );

  /** For tests: what the stand-in was sent. */
  app.get('/_standin/received', (c) =>
    c.json(received.map(({ postingUuid, body }) => ({ postingUuid, body }))),
  );
  return app;
}
