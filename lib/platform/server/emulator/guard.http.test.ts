import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, readPlatformEnv } from '@/lib/env';
import type { RunningPlatform } from '../server';
import { emulatorHeaders } from '../test-support/emulator-headers';
import { serviceHeaders, startTestPlatform } from '../test-support/test-platform';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_ALLOWED_HOSTS: 'careers.example.com' });
});
afterAll(() => platform.close());

/** A raw request with a chosen Host header (fetch does not let a caller set Host). */
function withHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, ...serviceHeaders } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject).end();
  });
}

const postingCount = async () =>
  (
    (await (await fetch(`${platform.url}/v1/companies/acme/postings?limit=1`)).json()) as {
      totalFound: number;
    }
  ).totalFound;

describe('the test controls', () => {
  it('refuse a call without the token, and one with a wrong token', async () => {
    expect((await fetch(`${platform.url}/_emulator/faults`)).status).toBe(401);
    const wrong = await fetch(`${platform.url}/_emulator/faults`, {
      headers: { 'x-emulator-token': 'not-the-token' },
    });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${platform.url}/_emulator/faults`, { headers: emulatorHeaders })).status).toBe(200);
  });

  it('refuse the cross-site text/plain POST a web page can send, and keep the data', async () => {
    const before = await postingCount();
    await fetch(`${platform.url}/_emulator/faults`, {
      method: 'PUT',
      headers: emulatorHeaders,
      body: JSON.stringify({ latencyMs: { minMs: 0, maxMs: 0 } }),
    });
    // What a form or fetch(no-cors) on another site can send: text/plain, no custom header.
    const crossSite = await fetch(`${platform.url}/_emulator/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(crossSite.status).toBe(401);
    // Even with the token, a write must be JSON.
    const plain = await fetch(`${platform.url}/_emulator/counters`, {
      method: 'DELETE',
      headers: { 'x-emulator-token': emulatorHeaders['x-emulator-token'], 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(await postingCount()).toBe(before);
  });

  it('answer the readiness check without the token, with nothing but the status', async () => {
    const health = await fetch(`${platform.url}/_emulator/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});

describe('the Host allowlist', () => {
  it('refuses a Host that is not ours (DNS rebinding), accepts loopback and configured names', async () => {
    const path = `${platform.url}/v1/companies/acme/postings?limit=1`;
    expect(await withHost(path, 'attacker.example:80')).toBe(421);
    expect(await withHost(path, `localhost:${platform.port}`)).toBe(200);
    expect(await withHost(path, `127.0.0.1:${platform.port}`)).toBe(200);
    expect(await withHost(path, 'careers.example.com')).toBe(200);
  });
});

describe('in production', () => {
  it('has no test controls unless they are switched on', async () => {
    const production = await startTestPlatform({ NODE_ENV: 'production' });
    try {
      const response = await fetch(`${production.url}/_emulator/health`, { headers: emulatorHeaders });
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('needs a token of its own for the controls: the fixed dev token is refused', async () => {
    expect(() => readPlatformEnv({ NODE_ENV: 'production', PLATFORM_EMULATOR_CONTROLS: 'true' })).toThrow(
      EnvError,
    );
    const token = 'a-production-emulator-token';
    const production = await startTestPlatform({
      NODE_ENV: 'production',
      PLATFORM_EMULATOR_CONTROLS: 'true',
      PLATFORM_EMULATOR_TOKEN: token,
    });
    try {
      expect((await fetch(`${production.url}/_emulator/faults`, { headers: emulatorHeaders })).status).toBe(
        401,
      );
      const own = await fetch(`${production.url}/_emulator/faults`, {
        headers: { 'x-emulator-token': token },
      });
      expect(own.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
