import { describe, expect, it } from 'vitest';
import { liveAdminToken, sessionEndsAt, tokenAtSignIn } from './session-token';

const ada = { id: 'u-1', firstName: 'Ada', lastName: 'Admin', email: 'ada.admin@acme.example' };
const EIGHT_HOURS = 8 * 3600;

describe('admin session token', () => {
  it('is built from the profile and the platform token, and lives until that token expires', () => {
    const token = tokenAtSignIn(ada, { access_token: 'at', expires_at: 1_000 + 1800 }, 1_000, 's-1');
    expect(token).toMatchObject({ name: 'Ada Admin', role: 'ADMINISTRATOR', signedInAt: 1_000 });
    expect(liveAdminToken(token, 1_000, EIGHT_HOURS)).toEqual(token);
    expect(liveAdminToken(token, 1_000 + 1769, EIGHT_HOURS)).toEqual(token);
    expect(liveAdminToken(token, 1_000 + 1770, EIGHT_HOURS)).toBeNull();
    expect(sessionEndsAt(token!, EIGHT_HOURS)).toBe(1_000 + 1770);
  });

  it('ends at the maximum age even when the platform token lasts longer', () => {
    const token = tokenAtSignIn(ada, { access_token: 'at', expires_in: 86_400 }, 0, 's-2');
    expect(liveAdminToken(token, EIGHT_HOURS - 1, EIGHT_HOURS)).not.toBeNull();
    expect(liveAdminToken(token, EIGHT_HOURS, EIGHT_HOURS)).toBeNull();
  });

  it('refuses a sign-in without an access token, and anything that is not a console token', () => {
    expect(tokenAtSignIn(ada, {}, 0, 's-3')).toBeNull();
    expect(liveAdminToken({ sub: 'x', name: 'someone' }, 0, EIGHT_HOURS)).toBeNull();
    expect(liveAdminToken(null, 0, EIGHT_HOURS)).toBeNull();
  });
});
