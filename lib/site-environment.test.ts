import { describe, expect, it } from 'vitest';
import { EnvError, readDeliveryEnv } from './env';
import { checkSiteEnvironment } from './site-environment';

describe('checkSiteEnvironment', () => {
  it('passes the defaults of a fresh machine', () => {
    expect(() => checkSiteEnvironment({})).not.toThrow();
  });

  it('names every bad variable with its rule, at once', () => {
    let caught: unknown;
    try {
      checkSiteEnvironment({
        SITE_URL: 'not a url',
        DELIVERY_WAIT_MS: '-5',
        STATUS_LINK_KEYS: 'k1:short',
        SOURCE_MAPPING: '{"x": {}}',
        SMTP_URL: 'http://mail.example',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const issues = (caught as EnvError).issues.join('\n');
    for (const name of ['SITE_URL', 'DELIVERY_WAIT_MS', 'STATUS_LINK_KEYS', 'SOURCE_MAPPING', 'SMTP_URL'])
      expect(issues).toContain(`${name}:`);
    expect(issues).toMatch(/STATUS_LINK_KEYS: status link key "k1" must be at least 32 bytes/);
  });

  it('refuses the secrets published in this repository on a public production site, not on loopback', () => {
    const published = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdefghijklmnop',
      METRICS_TOKEN: 'e2e-only-metrics-token',
      ALERTS_CHECK_TOKEN: 'e2e-only-alerts-check-token',
      STATUS_UPDATES_CHECK_TOKEN: 'e2e-only-status-updates-token',
    };
    const local = { ...published, SITE_URL: 'http://localhost:3000', AUTH_URL: 'http://localhost:3000' };
    expect(() => checkSiteEnvironment(local)).not.toThrow();
    let caught: unknown;
    try {
      checkSiteEnvironment({
        ...published,
        SITE_URL: 'https://careers.acme.example',
        AUTH_URL: 'https://careers.acme.example',
      });
    } catch (error) {
      caught = error;
    }
    const issues = (caught as EnvError).issues.join('\n');
    for (const name of ['AUTH_SECRET', 'METRICS_TOKEN', 'ALERTS_CHECK_TOKEN', 'STATUS_UPDATES_CHECK_TOKEN'])
      expect(issues).toContain(`${name}: this value is published in the repository`);
    // A secret of its own passes.
    expect(() =>
      checkSiteEnvironment({
        NODE_ENV: 'production',
        SITE_URL: 'https://careers.acme.example',
        AUTH_URL: 'https://careers.acme.example',
        AUTH_SECRET: 'a-long-production-secret-for-the-console-1234',
        METRICS_TOKEN: 'a-metrics-token-of-some-length',
      }),
    ).not.toThrow();
  });

  it('reads the staff notice addresses as a list, and refuses a bad one by name', () => {
    expect(
      readDeliveryEnv({ STAFF_NOTIFY_EMAIL: ' ops@acme.example, hr@acme.example ,' }).STAFF_NOTIFY_EMAIL,
    ).toEqual(['ops@acme.example', 'hr@acme.example']);
    expect(readDeliveryEnv({}).STAFF_NOTIFY_EMAIL).toBeUndefined();
    for (const bad of ['ops@acme.example, not-an-address', Array(11).fill('a@b.example').join(',')])
      expect(() => readDeliveryEnv({ STAFF_NOTIFY_EMAIL: bad })).toThrow(/STAFF_NOTIFY_EMAIL:/);
  });

  it('takes status events only with the status mails they wake, and says so by name', () => {
    expect(readDeliveryEnv({ PLATFORM_WEBHOOKS: 'on' }).PLATFORM_WEBHOOKS).toBe(true);
    expect(readDeliveryEnv({}).PLATFORM_WEBHOOKS).toBe(false);
    expect(() => readDeliveryEnv({ PLATFORM_WEBHOOKS: 'on', STATUS_UPDATES: 'off' })).toThrow(
      /PLATFORM_WEBHOOKS: on needs STATUS_UPDATES/,
    );
  });

  it('reads status link keys at boot, not on first use', () => {
    const secret = Buffer.alloc(32, 7).toString('base64url');
    const env = readDeliveryEnv({ STATUS_LINK_KEYS: `new:${secret},old:${secret}` });
    expect(env.STATUS_LINK_KEYS?.map((key) => key.id)).toEqual(['new', 'old']);
  });

  it('once the process environment is checked, parses each slice once and keeps it', () => {
    expect(readDeliveryEnv()).not.toBe(readDeliveryEnv());
    checkSiteEnvironment();
    expect(readDeliveryEnv()).toBe(readDeliveryEnv());
    expect(readDeliveryEnv({})).not.toBe(readDeliveryEnv({}));
  });
});
