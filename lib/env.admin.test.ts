import { describe, expect, it } from 'vitest';
import { DEV_ONLY_AUTH_SECRET, EnvError, readAdminAuthEnv } from './env';

describe('readAdminAuthEnv', () => {
  it('derives every OAuth endpoint from the platform URL', () => {
    expect(readAdminAuthEnv({ PLATFORM_API_URL: 'http://localhost:4210/' })).toEqual({
      secret: DEV_ONLY_AUTH_SECRET,
      siteUrl: undefined,
      apiUrl: 'http://localhost:4210',
      issuer: 'http://localhost:4210/identity/oauth',
      authorizeUrl: 'http://localhost:4210/identity/oauth/allow',
      tokenUrl: 'http://localhost:4210/identity/oauth/token',
      profileUrl: 'http://localhost:4210/user-api/v201804/users/me',
      revocationUrl: 'http://localhost:4210/identity/oauth/token/revocation',
      clientId: 'career-site-admin',
      clientSecret: 'career-site-admin-secret',
      scope: 'users_read',
      sessionMaxAgeSeconds: 8 * 3600,
      sessionRecheckSeconds: 300,
    });
  });

  it('sends staff to SmartRecruiters’ sign-in page on www, its API staying on api', () => {
    expect(readAdminAuthEnv({ PLATFORM_API_URL: 'https://api.smartrecruiters.com' })).toMatchObject({
      authorizeUrl: 'https://www.smartrecruiters.com/identity/oauth/allow',
      tokenUrl: 'https://api.smartrecruiters.com/identity/oauth/token',
      profileUrl: 'https://api.smartrecruiters.com/user-api/v201804/users/me',
    });
  });

  it('lets each endpoint be set on its own, for a real platform', () => {
    const env = readAdminAuthEnv({
      ADMIN_OAUTH_ISSUER: 'https://id.example.com',
      ADMIN_OAUTH_AUTHORIZE_URL: 'https://id.example.com/authorize',
      ADMIN_OAUTH_TOKEN_URL: 'https://id.example.com/token',
      ADMIN_OAUTH_PROFILE_URL: 'https://api.example.com/me',
      ADMIN_OAUTH_REVOCATION_URL: 'none',
      ADMIN_SESSION_HOURS: '2',
    });
    expect(env).toMatchObject({
      issuer: 'https://id.example.com',
      authorizeUrl: 'https://id.example.com/authorize',
      tokenUrl: 'https://id.example.com/token',
      profileUrl: 'https://api.example.com/me',
      revocationUrl: null,
      sessionMaxAgeSeconds: 7200,
    });
  });

  it('requires a real AUTH_SECRET in production, and a long enough one anywhere', () => {
    expect(() => readAdminAuthEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => readAdminAuthEnv({ AUTH_SECRET: 'short' })).toThrow(EnvError);
    const secret = 'x'.repeat(40);
    expect(
      readAdminAuthEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, AUTH_URL: 'https://jobs.example.com' })
        .secret,
    ).toBe(secret);
  });

  it('requires AUTH_URL in production, so no forwarded Host header picks the sign-in redirect', () => {
    const secret = 'x'.repeat(40);
    expect(() => readAdminAuthEnv({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(
      /AUTH_URL: required/,
    );
    expect(
      readAdminAuthEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, AUTH_URL: 'https://jobs.example.com/' })
        .siteUrl,
    ).toBe('https://jobs.example.com');
  });

  it("accepts the repository's secret only in loopback development", () => {
    expect(readAdminAuthEnv({ AUTH_URL: 'http://localhost:3000' }).secret).toBe(DEV_ONLY_AUTH_SECRET);
    expect(readAdminAuthEnv({ AUTH_URL: 'http://127.0.0.1:3000' }).secret).toBe(DEV_ONLY_AUTH_SECRET);
    expect(() => readAdminAuthEnv({ AUTH_URL: 'https://jobs.example.com' })).toThrow(
      /AUTH_SECRET: required when/,
    );
    expect(() =>
      readAdminAuthEnv({
        NODE_ENV: 'production',
        AUTH_URL: 'http://localhost:3000',
        AUTH_SECRET: DEV_ONLY_AUTH_SECRET,
      }),
    ).toThrow(/refused in production/);
  });

  it('refuses a malformed endpoint, naming it', () => {
    expect(() => readAdminAuthEnv({ ADMIN_OAUTH_TOKEN_URL: 'not a url' })).toThrow(/ADMIN_OAUTH_TOKEN_URL/);
  });
});
