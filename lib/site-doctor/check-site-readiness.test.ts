import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteReadiness } from './check-site-readiness';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-doctor-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const KEY = `k1:${Buffer.alloc(32, 7).toString('base64url')}`;
/** A site ready for production: the checks should all pass. */
const ready = () => ({
  NODE_ENV: 'production',
  SITE_URL: 'https://careers.acme.example',
  AUTH_SECRET: 'a-long-production-secret-for-the-console-1234',
  AUTH_URL: 'https://careers.acme.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.acme.example:465',
  MAIL_FROM: 'Acme Careers <careers@acme.example>',
  STATUS_LINK_KEYS: KEY,
  SITE_DATA_DIR: path.join(root, 'site'),
  STAFF_NOTIFY_EMAIL: 'hr@acme.example',
  METRICS_TOKEN: 'a-metrics-token-of-some-length',
});
const outcomes = async (env: Record<string, string>) =>
  Object.fromEntries((await checkSiteReadiness(env)).map((result) => [result.check, result.outcome]));

describe('checkSiteReadiness', () => {
  it('passes a site set up for production, and leaves nothing behind in the journal’s directory', async () => {
    const results = await checkSiteReadiness(ready());
    expect(results.filter((result) => result.outcome !== 'pass')).toEqual([]);
    expect(results.map((result) => result.check)).toEqual([
      'Settings',
      'Site address',
      'Mail',
      'Status-link keys',
      'Erasure journal',
      'Staff console',
      'Staff notices',
      'Monitoring',
    ]);
    expect(await readdir(path.join(root, 'site-erasures'))).toEqual([]);
    // The SMTP password is not printed.
    expect(JSON.stringify(results)).not.toContain('secret@');
  });

  it('warns of each thing a site can run without but should not, with the next step', async () => {
    const bare = {
      NODE_ENV: 'production',
      SITE_URL: 'https://careers.acme.example',
      AUTH_SECRET: 'a-long-production-secret-for-the-console-1234',
      AUTH_URL: 'https://careers.acme.example',
      DATABASE_URL: 'postgres://db.internal/careers',
    };
    const results = await checkSiteReadiness(bare);
    expect(Object.fromEntries(results.map((result) => [result.check, result.outcome]))).toEqual({
      Settings: 'pass',
      'Site address': 'pass',
      Mail: 'warn',
      'Status-link keys': 'warn',
      'Erasure journal': 'warn',
      'Staff console': 'pass',
      'Staff notices': 'warn',
      Monitoring: 'warn',
    });
    for (const result of results.filter((each) => each.outcome === 'warn'))
      expect(result.nextStep).toBeTruthy();
    expect(await outcomes({ ...ready(), MAIL_FROM: 'Careers <careers@localhost>' })).toMatchObject({
      Mail: 'warn',
    });
  });

  it('warns that staff cannot sign in on a real account with the embedded platform’s console client', async () => {
    const real = { ...ready(), PLATFORM_API_URL: 'https://api.smartrecruiters.com' };
    const [unregistered] = (await checkSiteReadiness(real)).filter(
      (result) => result.check === 'Staff console',
    );
    expect(unregistered).toMatchObject({ outcome: 'warn' });
    expect(unregistered!.nextStep).toContain('https://careers.acme.example/api/auth/callback/platform');
    expect(unregistered!.nextStep).toContain('ADMIN_OAUTH_CLIENT_ID');
    const registered = {
      ...real,
      ADMIN_OAUTH_CLIENT_ID: 'acme-console',
      ADMIN_OAUTH_CLIENT_SECRET: 's3cret',
    };
    const [signIn] = (await checkSiteReadiness(registered)).filter(
      (result) => result.check === 'Staff console',
    );
    // SmartRecruiters' sign-in page is on www, not on the API's host.
    expect(signIn).toMatchObject({
      outcome: 'pass',
      detail:
        'staff sign in at https://www.smartrecruiters.com/identity/oauth/allow with the client acme-console',
    });
    expect(JSON.stringify(signIn)).not.toContain('s3cret');
  });

  it('fails a plain-http public address and a journal directory it cannot write', async () => {
    const blocked = path.join(root, 'blocked');
    await writeFile(blocked, 'a file, not a directory');
    expect(
      await outcomes({ ...ready(), SITE_URL: 'http://careers.acme.example', ERASURE_JOURNAL_DIR: blocked }),
    ).toMatchObject({ 'Site address': 'fail', 'Erasure journal': 'fail' });
    expect(await outcomes({ ...ready(), SITE_URL: 'http://localhost:3000' })).toMatchObject({
      'Site address': 'warn',
    });
  });

  it('fails a journal kept inside the data directory, which a backup would copy and a restore put back', async () => {
    const site = ready().SITE_DATA_DIR;
    for (const inside of [
      path.join(site, 'erasures'),
      `${site}/./erasures/`,
      site,
      path.join(site, '..erasures'),
    ])
      expect(await outcomes({ ...ready(), ERASURE_JOURNAL_DIR: inside })).toMatchObject({
        'Erasure journal': 'fail',
      });
    // Its sibling (the default) and a name that only starts the same are outside it.
    for (const outside of [`${site}-erasures`, `${site}2/erasures`])
      expect(await outcomes({ ...ready(), ERASURE_JOURNAL_DIR: outside })).toMatchObject({
        'Erasure journal': 'pass',
      });
    // With PostgreSQL the data directory holds nothing to back up.
    expect(
      await outcomes({
        ...ready(),
        DATABASE_URL: 'postgres://db.internal/careers',
        ERASURE_JOURNAL_DIR: path.join(site, 'erasures'),
      }),
    ).toMatchObject({ 'Erasure journal': 'pass' });
  });

  it('stops at settings the site would not start with, naming each', async () => {
    const [result, ...more] = await checkSiteReadiness({
      ...ready(),
      METRICS_TOKEN: 'short',
      TRUST_PROXY: 'x',
    });
    expect(more).toEqual([]);
    expect(result).toMatchObject({ check: 'Settings', outcome: 'fail' });
    expect(result!.detail).toMatch(/METRICS_TOKEN.*TRUST_PROXY/);
  });
});
