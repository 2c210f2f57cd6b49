import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlatformClientEnv } from '@/lib/env';
import { freePort } from '@/lib/net/free-port';
import type { RunningPlatform } from '../server/server';
import { startTestPlatform } from '../server/test-support/test-platform';
import { createStandinApp } from '../standin/standin-app';
import { parsePostingsScope } from '@/lib/careers/postings-scope';
import { checkPlatform } from './check-platform';
import { checkStatusEvents } from './check-status-events';

let platform: RunningPlatform;
const check = (env: Record<string, string> = {}) =>
  checkPlatform(readPlatformClientEnv({ PLATFORM_API_URL: platform.url, ...env }), { timeoutMs: 5_000 });
const outcomes = (results: Awaited<ReturnType<typeof checkPlatform>>) =>
  Object.fromEntries(results.map((result) => [result.check, result.outcome]));

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('npm run doctor (checkPlatform)', () => {
  it('passes against the embedded platform, every check', async () => {
    const results = await check();
    expect(outcomes(results)).toEqual({
      reachable: 'pass',
      credential: 'pass',
      scopes: 'pass',
      postings: 'pass',
      configuration: 'pass',
      'rate limits': 'pass',
    });
    expect(results.find((result) => result.check === 'postings')?.detail).toMatch(
      /company acme: 2\d published .*; \d+ of the first 10 placed .*: the job list offers a distance around a city$/,
    );
  });

  it('counts the postings that pass SITE_POSTINGS_FILTER, and names the fields there are when none does', async () => {
    const scoped = (filter: string) =>
      checkPlatform(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }), {
        timeoutMs: 5_000,
        scope: parsePostingsScope(filter),
      });
    const brand = await scoped('custom_field.brand=acme-field');
    expect(brand.find((result) => result.check === 'site filter')).toEqual({
      check: 'site filter',
      outcome: 'pass',
      detail: '5 published posting(s) pass SITE_POSTINGS_FILTER',
    });
    expect(outcomes(brand)['rate limits']).toBe('pass');
    // A misspelt value: the site would list nothing. The check stops there, with the values to copy.
    const misspelt = await scoped('custom_field.brand=acme-feild');
    expect(misspelt.at(-1)).toMatchObject({
      check: 'site filter',
      outcome: 'fail',
      nextStep: expect.stringContaining('custom_field.brand=acme-robotics,acme-field'),
    });
    // The seed states pay per posting in a custom field too: named, but not all of its many values.
    expect(misspelt.at(-1)?.nextStep).toMatch(/custom_field\.salary=([^,;]+,){7}[^,;]+ \(and \d+ more\)/);
  });

  it('names a wrong secret', async () => {
    const results = await check({ PLATFORM_CLIENT_SECRET: 'not-the-secret' });
    expect(results.at(-1)).toMatchObject({
      check: 'credential',
      outcome: 'fail',
      nextStep: expect.stringMatching(/PLATFORM_CLIENT_ID and PLATFORM_CLIENT_SECRET/),
    });
  });

  it('names a missing scope', async () => {
    const results = await check({
      PLATFORM_CLIENT_ID: 'reporting-only',
      PLATFORM_CLIENT_SECRET: 'reporting-only-secret',
    });
    expect(results.at(-1)).toMatchObject({
      check: 'scopes',
      outcome: 'fail',
      nextStep: expect.stringMatching(/candidate_applications_manage/),
    });
  });

  it('names an unknown company', async () => {
    const results = await check({ PLATFORM_COMPANY_ID: 'globex' });
    expect(results.at(-1)).toMatchObject({
      check: 'postings',
      outcome: 'fail',
      nextStep: expect.stringMatching(/PLATFORM_COMPANY_ID: "globex" is not a company/),
    });
  });

  it('names an unreachable host', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const results = await check({ PLATFORM_API_URL: nobody });
    expect(results).toEqual([
      {
        check: 'reachable',
        outcome: 'fail',
        detail: expect.stringMatching(/ECONNREFUSED/),
        nextStep: expect.stringMatching(/PLATFORM_API_URL/),
      },
    ]);
  });

  it('checks a service token with an authenticated call: accepted, and refused', async () => {
    expect(outcomes(await check({ PLATFORM_SERVICE_TOKEN: 'dev-service-token' }))).toMatchObject({
      credential: 'pass',
      postings: 'pass',
      configuration: 'pass',
    });
    const refused = await check({ PLATFORM_SERVICE_TOKEN: 'not-the-token' });
    expect(refused.at(-1)).toMatchObject({
      check: 'credential',
      outcome: 'fail',
      nextStep: expect.stringMatching(/PLATFORM_SERVICE_TOKEN/),
    });
  });

  it('with PLATFORM_WEBHOOKS, checks the credential may subscribe and that the platform can post to SITE_URL', async () => {
    // A platform of its own without limits: this file's other checks spend the token endpoint's budget.
    const unlimited = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
    const env = (extra: Record<string, string> = {}) =>
      readPlatformClientEnv({ PLATFORM_API_URL: unlimited.url, ...extra });
    const events = { scope: 'webhooks_manage', siteUrl: 'https://careers.acme.example' };
    const only = (settings: Partial<typeof events>, extra: Record<string, string> = {}) =>
      checkStatusEvents(env(extra), { ...events, ...settings }, 5_000);
    try {
      const results = await checkPlatform(env(), { timeoutMs: 5_000, statusEvents: events });
      expect(results.at(-1)).toMatchObject({ check: 'status events', outcome: 'pass' });
      expect(outcomes(await checkPlatform(env(), { timeoutMs: 5_000 }))).not.toHaveProperty('status events');
      expect(await only({ siteUrl: 'http://localhost:3000' })).toMatchObject({
        outcome: 'warn',
        nextStep: expect.stringMatching(/public HTTPS address/),
      });
      expect(await only({ scope: 'webhooks_everything' })).toMatchObject({
        outcome: 'fail',
        nextStep: expect.stringMatching(/Give the credential the scope webhooks_everything/),
      });
      expect(await only({}, { PLATFORM_SERVICE_TOKEN: 'dev-service-token' })).toMatchObject({
        outcome: 'warn',
      });
    } finally {
      await unlimited.close();
    }
  });
});

describe('npm run doctor against the documented samples (the stand-in platform)', () => {
  const credentials = {
    clientId: 'site',
    clientSecret: 'secret',
    scope: 'candidate_applications_manage candidates_read',
  };
  const againstStandin = async (
    limitHeaders: boolean,
    token: { scope?: string; statesScope?: boolean } = {},
  ) => {
    const standin = createStandinApp({ ...credentials, ...token, limitHeaders });
    const server = createAdaptorServer({ fetch: standin.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await checkPlatform(
        readPlatformClientEnv({
          PLATFORM_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          PLATFORM_COMPANY_ID: 'NorthwindTradersGmbH',
          PLATFORM_CLIENT_ID: credentials.clientId,
          PLATFORM_CLIENT_SECRET: credentials.clientSecret,
        }),
        { timeoutMs: 5_000 },
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };

  it('passes on the real shapes, warning of the listed item it cannot read', async () => {
    const results = await againstStandin(true);
    expect(outcomes(results)).toEqual({
      reachable: 'pass',
      credential: 'pass',
      scopes: 'pass',
      postings: 'warn',
      configuration: 'pass',
      'rate limits': 'pass',
    });
    expect(results.find((result) => result.check === 'postings')?.detail).toMatch(
      /1 of the first 7 could not be read/,
    );
    // Of the documented samples, only the fully populated list item carries coordinates.
    expect(results.find((result) => result.check === 'postings')?.detail).toMatch(
      /; 1 of the first 6 placed \(latitude\/longitude\)/,
    );
    expect(results.find((result) => result.check === 'rate limits')?.detail).toMatch(
      /^GET \/postings\/:uuid\/configuration: 9\/10 left, 7\/8 concurrent$/,
    );
  });

  it('warns, naming them, when no answer carries the X-RateLimit-* headers', async () => {
    const results = await againstStandin(false);
    expect(results.at(-1)).toMatchObject({
      check: 'rate limits',
      outcome: 'warn',
      detail:
        'not seen: X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Concurrent-Limit, X-RateLimit-Concurrent-Remaining',
    });
  });

  it('tries each scope by a call when the token answer does not list them, instead of taking what it asked for', async () => {
    const unlisted = (scope: string) => againstStandin(true, { scope, statesScope: false });
    const both = await unlisted('candidate_applications_manage candidates_read');
    expect(outcomes(both)).toMatchObject({ scopes: 'pass', configuration: 'pass' });
    expect(both.find((result) => result.check === 'scopes')?.detail).toMatch(
      /^the platform did not list them: candidates_read answered a call/,
    );

    const applyOnly = await unlisted('candidate_applications_manage');
    expect(applyOnly.find((result) => result.check === 'scopes')).toMatchObject({
      outcome: 'warn',
      detail: expect.stringMatching(/^the token lacks candidates_read: a call that needs it was refused/),
    });
    expect(outcomes(applyOnly)).toMatchObject({ configuration: 'pass' });

    // Reading candidates only: the configuration, which needs what applying needs, is refused and says so.
    const readOnly = await unlisted('candidates_read');
    expect(outcomes(readOnly)).toMatchObject({ scopes: 'pass', configuration: 'fail' });
    expect(readOnly.find((result) => result.check === 'configuration')?.nextStep).toBe(
      'Give the credential the scope candidate_applications_manage.',
    );
  });
});
