import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FormTokens } from './form-token';

describe('form tokens', () => {
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const tokens = new FormTokens(randomBytes(32), () => clock);

  it('carries a stable idempotency key and the time the form was open', () => {
    const token = tokens.issue();
    clock += 4_000;
    const first = tokens.check(token);
    const second = tokens.check(token);
    expect(first).toMatchObject({ status: 'ok', ageMs: 4_000 });
    expect(second).toEqual(first);
    expect(tokens.check(tokens.issue())).not.toMatchObject({
      idempotencyKey: first.status === 'ok' ? first.idempotencyKey : '',
    });
  });

  it('refuses forged, altered, foreign and junk tokens', () => {
    const token = tokens.issue();
    const [issued, random, mac] = token.split('.') as [string, string, string];
    const older = (parseInt(issued, 36) - 60_000).toString(36);
    expect(tokens.check(`${older}.${random}.${mac}`)).toEqual({ status: 'invalid' });
    expect(tokens.check(`${issued}.${randomBytes(16).toString('base64url')}.${mac}`)).toEqual({
      status: 'invalid',
    });
    expect(new FormTokens(randomBytes(32), () => clock).check(token)).toEqual({ status: 'invalid' });
    for (const junk of [undefined, 42, '', 'a.b.c', `${token}x`, token.replace(/\./g, '')])
      expect(tokens.check(junk)).toEqual({ status: 'invalid' });
  });

  it('expires a form left open for more than a week', () => {
    const token = tokens.issue();
    clock += 8 * 24 * 3_600_000;
    expect(tokens.check(token)).toEqual({ status: 'expired' });
  });
});
