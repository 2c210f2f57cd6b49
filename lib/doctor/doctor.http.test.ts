import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlatformClientEnv } from '@/lib/env';
import { freePort } from '@/lib/net/free-port';
import type { RunningPlatform } from '@/lib/platform/server/server';
import { startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import { createStandinApp } from '@/lib/platform/standin/standin-app';
import { formatReport } from './format-report';
import { runDoctor, type CheckName, type DoctorReport } from './run-doctor';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const doctor = (env: Record<string, string> = {}) =>
  runDoctor(readPlatformClientEnv({ PLATFORM_API_URL: platform.url, ...env }), { timeoutMs: 5_000 });
const statusOf = (report: DoctorReport) =>
  Object.fromEntries(report.checks.map((check) => [check.name, check.status])) as Record<CheckName, string>;
const check = (report: DoctorReport, name: CheckName) => report.checks.find((c) => c.name === name)!;

describe('npm run doctor against the embedded platform', () => {
  it('passes every check with the seeded client, and names the posting, the consent and the limits it saw', async () => {
    const report = await doctor();
    expect(statusOf(report)).toEqual({
      reachable: 'pass',
      credential: 'pass',
      scopes: 'pass',
      postings: 'pass',
      configuration: expect.stringMatching(/^(pass|warn)$/),
      'limit headers': 'pass',
    });
    expect(report.ok).toBe(true);
    expect(check(report, 'scopes').detail).toContain('candidate_applications_manage');
    expect(check(report, 'configuration').detail).toMatch(/question\(s\), consent /);
    expect(check(report, 'limit headers').detail).toMatch(/\d+\/\d+ requests left, \d+\/\d+ concurrent/);
    const text = formatReport(report);
    expect(text).toContain('Ready: the site can work with this platform.');
    expect(text).not.toContain('career-site-secret');
  });

  it('passes with the older service token, which carries no scopes', async () => {
    const report = await doctor({ PLATFORM_SERVICE_TOKEN: 'dev-service-token' });
    expect(report.ok).toBe(true);
    expect(statusOf(report)).toMatchObject({ credential: 'pass', scopes: 'skip', postings: 'pass' });
  });

  it('names a wrong secret as a refused credential, and stops there', async () => {
    const report = await doctor({ PLATFORM_CLIENT_SECRET: 'not-the-secret' });
    expect(report.ok).toBe(false);
    expect(statusOf(report)).toEqual({
      reachable: 'pass',
      credential: 'fail',
      scopes: 'skip',
      postings: 'skip',
      configuration: 'skip',
      'limit headers': 'skip',
    });
    expect(check(report, 'credential').detail).toContain('refused client career-site');
    expect(check(report, 'credential').next).toMatch(/PLATFORM_CLIENT_SECRET/);
    expect(formatReport(report)).not.toContain('not-the-secret');
  });

  it('names the missing scope for a client registered without it (reporting-only)', async () => {
    const report = await doctor({
      PLATFORM_CLIENT_ID: 'reporting-only',
      PLATFORM_CLIENT_SECRET: 'reporting-only-secret',
    });
    expect(report.ok).toBe(false);
    expect(statusOf(report)).toMatchObject({ credential: 'pass', scopes: 'fail', postings: 'skip' });
    expect(check(report, 'scopes').detail).toContain('candidate_applications_manage');
    expect(check(report, 'scopes').next).toContain('reporting-only');
  });

  it('a client set to ask for less than applying needs: the configuration check names the scope', async () => {
    const report = await runDoctor(
      readPlatformClientEnv({ PLATFORM_API_URL: platform.url, PLATFORM_SCOPE: 'candidates_read' }),
      { timeoutMs: 5_000 },
    );
    expect(statusOf(report)).toMatchObject({ credential: 'pass', scopes: 'pass' });
    // The token holds what PLATFORM_SCOPE asks for; the first call that needs more shows what is missing.
    expect(check(report, 'configuration').status).toBe('fail');
    expect(check(report, 'configuration').next).toContain('candidate_applications_manage');
  });

  it('names an unknown company and where its identifier comes from', async () => {
    const report = await doctor({ PLATFORM_COMPANY_ID: 'no-such-company' });
    expect(report.ok).toBe(false);
    expect(statusOf(report)).toMatchObject({ credential: 'pass', postings: 'fail', configuration: 'skip' });
    expect(check(report, 'postings').detail).toContain('no-such-company');
    expect(check(report, 'postings').next).toContain('PLATFORM_COMPANY_ID');
  });

  it('names an unreachable host, in seconds, and checks nothing after it', async () => {
    const port = await freePort();
    const started = Date.now();
    const report = await doctor({ PLATFORM_API_URL: `http://127.0.0.1:${port}` });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(report.ok).toBe(false);
    expect(check(report, 'reachable')).toMatchObject({ status: 'fail' });
    expect(check(report, 'reachable').detail).toContain('ECONNREFUSED');
    expect(check(report, 'reachable').next).toContain('PLATFORM_API_URL');
    expect(report.checks.slice(1).every((c) => c.status === 'skip')).toBe(true);
    expect(formatReport(report)).toMatch(/Not ready: 1 check\(s\) failed/);
  });
});

describe('npm run doctor against the documented samples (the stand-in platform)', () => {
  it('passes (warning of the one unreadable item), reading the real shapes: ISO countries, consentDetails scopes, the four limit headers', async () => {
    const credentials = {
      clientId: 'site',
      clientSecret: 'secret',
      scope: 'candidate_applications_manage candidates_read',
    };
    const server = createAdaptorServer({ fetch: createStandinApp(credentials).fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const report = await runDoctor(
        readPlatformClientEnv({
          PLATFORM_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          PLATFORM_COMPANY_ID: 'NorthwindTradersGmbH',
          PLATFORM_CLIENT_ID: credentials.clientId,
          PLATFORM_CLIENT_SECRET: credentials.clientSecret,
        }),
        { timeoutMs: 5_000 },
      );
      expect(report.checks.map((c) => `${c.name}: ${c.status}`)).toEqual([
        'reachable: pass',
        'credential: pass',
        'scopes: pass',
        'postings: warn',
        'configuration: pass',
        'limit headers: pass',
      ]);
      // One sample item has no uuid: the site leaves it out, and the doctor says so.
      expect(check(report, 'postings').detail).toContain('1 of the first 5 could not be read');
      expect(report.ok).toBe(true);
      expect(check(report, 'configuration').detail).toContain('consent SINGLE');
      expect(check(report, 'limit headers').detail).toContain('GET /postings/:uuid/configuration');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
