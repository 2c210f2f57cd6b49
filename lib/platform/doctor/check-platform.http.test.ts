import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlatformClientEnv } from '@/lib/env';
import { freePort } from '@/lib/net/free-port';
import type { RunningPlatform } from '../server/server';
import { startTestPlatform } from '../server/test-support/test-platform';
import { checkPlatform } from './check-platform';

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
      /company acme: 2\d published/,
    );
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
});
