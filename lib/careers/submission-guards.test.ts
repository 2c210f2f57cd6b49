import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FormTokens } from './form-token';
import { checkSubmissionGuards, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from './submission-guards';

let clock = Date.parse('2026-11-22T09:00:00Z');
const tokens = new FormTokens(randomBytes(32), () => clock);
const posted = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('spam guards', () => {
  it('passes a person: a genuine token, an empty honeypot, a form open long enough', () => {
    const token = tokens.issue();
    clock += 20_000;
    const result = checkSubmissionGuards(
      posted({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '' }),
      tokens,
      3_000,
    );
    expect(result).toMatchObject({ status: 'ok', formToken: token });
  });

  it('refuses a filled honeypot and a form sent too fast, keeping the token so the next try can pass', () => {
    const token = tokens.issue();
    clock += 1_000;
    const fast = checkSubmissionGuards(posted({ [FORM_TOKEN_FIELD]: token }), tokens, 3_000);
    expect(fast).toMatchObject({
      status: 'refused',
      formToken: token,
      formError: 'apply.tooQuick',
    });
    clock += 5_000;
    const bot = checkSubmissionGuards(
      posted({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '555-1234' }),
      tokens,
      3_000,
    );
    expect(bot).toMatchObject({ status: 'refused', formToken: token, formError: 'apply.honeypot' });
    expect(checkSubmissionGuards(posted({ [FORM_TOKEN_FIELD]: token }), tokens, 3_000).status).toBe('ok');
  });

  it('a missing or forged token is refused with a fresh one to carry on with', () => {
    const cases: Record<string, string>[] = [{}, { [FORM_TOKEN_FIELD]: 'forged.token.value' }];
    for (const fields of cases) {
      const result = checkSubmissionGuards(posted(fields), tokens, 0);
      expect(result.status).toBe('refused');
      clock += 10_000;
      expect(tokens.check(result.formToken).status).toBe('ok');
    }
  });
});
