import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('never repeats a failed query or its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22P05' });
    const error = new DrizzleQueryError(
      'insert into candidates values ($1, $2)',
      ['Ada', 'ada@example.com'],
      cause,
    );
    const line = describeError(error);
    expect(line).toContain('DrizzleQueryError');
    expect(line).toContain('22P05');
    expect(line).not.toMatch(/ada@example\.com|insert into/);
  });

  it('keeps the message of ordinary errors', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('TypeError: x is not a function');
  });
});
