import { describe, expect, it } from 'vitest';
import { decideAdmission, isRefusalReason } from './admin-profile';

const user = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada.admin@acme.example',
  active: true,
  systemRole: { id: 'ADMINISTRATOR' },
  updatedOn: '2024-01-01T00:00:00.000Z',
  language: { code: 'en' },
};

describe('decideAdmission', () => {
  it('admits an active administrator', () => {
    expect(decideAdmission(user)).toEqual({ status: 'admit', user });
  });

  it('refuses other roles, inactive users and anything that is not a profile', () => {
    expect(decideAdmission({ ...user, systemRole: { id: 'RESTRICTED' } })).toMatchObject({
      status: 'refuse',
      reason: 'not_administrator',
    });
    expect(decideAdmission({ ...user, systemRole: { id: 'STANDARD' } })).toMatchObject({ status: 'refuse' });
    expect(decideAdmission({ ...user, active: false })).toMatchObject({
      status: 'refuse',
      reason: 'inactive',
      // Named, so the activity log can say who was refused.
      user: { id: user.id, email: user.email },
    });
    // A platform error body in place of the profile must never admit anyone.
    expect(decideAdmission({ message: 'forbidden', errors: [] })).toEqual({
      status: 'refuse',
      reason: 'no_profile',
    });
    expect(decideAdmission(null)).toMatchObject({ reason: 'no_profile' });
  });

  it('recognises only known refusal reasons from a query string', () => {
    expect(isRefusalReason('inactive')).toBe(true);
    expect(isRefusalReason('toString')).toBe(false);
    expect(isRefusalReason(undefined)).toBe(false);
  });
});
