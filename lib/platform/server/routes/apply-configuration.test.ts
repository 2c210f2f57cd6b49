import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema, limitPolicy, rateLimitHeaders, type Configuration } from '../../contract';
import type { RunningPlatform } from '../server';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import {
  describeError,
  expectApiError,
  reportingOnlyClient,
  seededPostings,
} from '../test-support/valid-application';

const UNKNOWN_POSTING = '00000000-0000-4000-8000-000000000000';

describe('GET /postings/{uuid}/configuration', () => {
  let platform: RunningPlatform;
  // The limiter stays on (its headers are under test), but each request moves the clock one
  // window on, so the file's requests never meet a rate budget however fast they run.
  let clock = Date.now();
  beforeAll(async () => {
    platform = await startTestPlatform({}, { now: () => clock });
  });
  afterAll(async () => {
    await platform.close();
  });

  const get = (
    query = '',
    headers: Record<string, string> = serviceHeaders,
    uuid: string = seededPostings.visa,
  ) => {
    clock += limitPolicy.windowMs;
    return fetch(`${platform.url}/postings/${uuid}/configuration${query}`, { headers });
  };
  const configuration = async (response: Response): Promise<Configuration> => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    return configurationSchema.parse(await response.json());
  };

  it('answers a service token with a configuration of the contract shape', async () => {
    const body = await configuration(await get());
    const ids = body.questions.map((question) => question.id);
    expect(ids).toEqual(expect.arrayContaining(['q-work-experience', 'q-visa']));
    expect(body.questions.find((question) => question.id === 'q-work-experience')?.repeatable).toBe(true);
  });

  it('answers an OAuth client-credentials token the same', async () => {
    const token = await clientToken(platform.url);
    const viaOAuth = await configuration(await get('', bearer(token)));
    const viaService = await configuration(await get());
    expect(viaOAuth).toEqual(viaService);
  });

  it('leaves settings.conditionals out unless conditionalsIncluded=true', async () => {
    const plain = await configuration(await get());
    expect(plain.settings).not.toHaveProperty('conditionals');
    const explicitFalse = await configuration(await get('?conditionalsIncluded=false'));
    expect(explicitFalse.settings).not.toHaveProperty('conditionals');

    const withConditionals = await configuration(await get('?conditionalsIncluded=true'));
    const [visa] = withConditionals.settings.conditionals ?? [];
    expect(visa).toMatchObject({ parentQuestionId: 'q-visa', fieldId: 'f-visa', valueIds: ['opt-yes'] });
    // As documented: the follow-up by its id, listed in questions[] only when conditionals are enabled.
    expect(visa?.conditionalQuestions).toEqual(['q-work-permit']);
    expect(withConditionals.questions.map((question) => question.id)).toContain('q-work-permit');
    expect(plain.questions.map((question) => question.id)).not.toContain('q-work-permit');
    expect(withConditionals.questions.filter((question) => question.id !== 'q-work-permit')).toEqual(
      plain.questions,
    );
  });

  it('labels a translated configuration in German for Accept-Language: de, same structure', async () => {
    const english = await configuration(await get('?conditionalsIncluded=true'));
    const german = await configuration(
      await get('?conditionalsIncluded=true', { ...serviceHeaders, 'accept-language': 'de-DE,de;q=0.9' }),
    );
    // Only labels change: strip them and both are the same configuration.
    const structure = (value: Configuration) =>
      JSON.stringify(value, (key, v: unknown) => (key === 'label' ? undefined : v));
    expect(structure(german)).toEqual(structure(english));

    const labels = (value: Configuration) => [
      ...value.questions.map((question) => question.label),
      ...(value.consentDetails?.scopes ?? []).map((scope) => scope.label),
    ];
    const changed = labels(german).filter((label, i) => label !== labels(english)[i]);
    expect(changed.length).toBeGreaterThan(0);
    expect(labels(german)).toContain('Berufserfahrung');
    expect(labels(german)).toContain('Aus welchem Land stammt Ihre Arbeitserlaubnis?');
  });

  it('refuses a request without a credential with 401 and the JSON error body', async () => {
    const response = await get('', {});
    const body = await expectApiError(response, 401);
    expect(body.errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a token without the apply scope with 403', async () => {
    const token = await clientToken(platform.url, reportingOnlyClient);
    const body = await expectApiError(await get('', bearer(token)), 403);
    expect(describeError(body)).toContain('candidate_applications_manage');
  });

  it('answers 404 for an unknown posting', async () => {
    await expectApiError(await get('', serviceHeaders, UNKNOWN_POSTING), 404);
  });

  it('refuses an unknown query parameter with 400 naming it', async () => {
    const body = await expectApiError(await get('?includeEverything=yes'), 400);
    expect(describeError(body)).toContain('includeEverything');
  });

  it('answers 406 when Accept excludes JSON', async () => {
    await expectApiError(await get('', { ...serviceHeaders, accept: 'text/html' }), 406);
  });

  it('puts the four X-RateLimit-* headers on every response, errors included', async () => {
    const reportingToken = await clientToken(platform.url, reportingOnlyClient);
    const responses = await Promise.all([
      get(),
      get('', {}),
      get('', bearer(reportingToken)),
      get('', serviceHeaders, UNKNOWN_POSTING),
      get('?nope=1'),
      get('', { ...serviceHeaders, accept: 'text/html' }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 401, 403, 404, 400, 406]);
    for (const response of responses) {
      for (const header of Object.values(rateLimitHeaders)) {
        expect(response.headers.get(header), `${header} on ${response.status}`).toMatch(/^\d+$/);
      }
      expect(response.headers.get(rateLimitHeaders.limit)).toBe(String(limitPolicy.defaultRatePerSecond));
      await response.body?.cancel();
    }
  });
});
