import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../server';
import { clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import { browser, pkcePair, startSignIn } from './oauth-test-browser';
import { ADMIN_CALLBACK } from './oauth-test-server';
import { CREDENTIALS_FILE, type GeneratedCredentials } from './production-credentials';

const productionEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  PLATFORM_DATA_DIR: dataDir,
  PLATFORM_ADMIN_REDIRECT_URIS: ADMIN_CALLBACK,
});

describe('a production start (NODE_ENV=production)', () => {
  let dataDir: string;
  let platform: RunningPlatform;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'platform-prod-'));
    platform = await startTestPlatform(productionEnv(dataDir));
  }, 120_000);
  afterAll(async () => {
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the repository demo client secret and service token', async () => {
    await expect(clientToken(platform.url)).rejects.toThrow(/401/);
    const reviews = await fetch(`${platform.url}/reviews?limit=1`, { headers: serviceHeaders });
    expect(reviews.status).toBe(401);
  });

  it('generates credentials once, keeps them in the data dir (0600), and they work', async () => {
    const generated = platform.generatedCredentials!;
    expect(generated.clientSecrets['career-site']).toMatch(/^[\w-]{32}$/);
    const file = join(dataDir, CREDENTIALS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')) as GeneratedCredentials).toEqual(generated);
    await expect(
      clientToken(platform.url, { secret: generated.clientSecrets['career-site'] }),
    ).resolves.toBeTruthy();
    const reviews = await fetch(`${platform.url}/reviews?limit=1`, {
      headers: { 'x-service-token': generated.serviceToken },
    });
    expect(reviews.status).toBe(200);
  });

  it('refuses a demo staff password on the login page', async () => {
    const client = browser(platform.url);
    const path = await startSignIn(client, pkcePair().challenge);
    const response = await client.post(`${path}/login`, {
      email: 'ada.admin@acme.example',
      password: 'acme-admin-pass',
    });
    expect(response.status).toBe(400);
  });

  it('keeps the same credentials over a restart and prints nothing new', async () => {
    const secret = platform.generatedCredentials!.clientSecrets['career-site']!;
    await platform.close();
    platform = await startTestPlatform(productionEnv(dataDir));
    expect(platform.generatedCredentials).toBeUndefined();
    await expect(clientToken(platform.url, { secret })).resolves.toBeTruthy();
  }, 120_000);
});
