import { describe, expect, it } from 'vitest';
import { applicationCreatedSchema } from './application';

describe('applicationCreatedSchema', () => {
  it('reads the new candidate’s id whatever the other keys hold', () => {
    expect(
      applicationCreatedSchema.parse({
        id: 'c-1',
        createdOn: null,
        candidatePortalUrl: 42,
        smartrJoinUrl: null,
      }),
    ).toEqual({ id: 'c-1' });
    expect(applicationCreatedSchema.safeParse({ createdOn: '2026-11-29T00:00:00Z' }).success).toBe(false);
  });
});
