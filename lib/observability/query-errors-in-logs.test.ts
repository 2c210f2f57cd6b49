import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keepQueryParametersOutOfLogs } from './query-errors-in-logs';

const failedQuery = () =>
  new DrizzleQueryError(
    'select * from applications where lower(candidate_email) = $1',
    ['ada@example.com'],
    Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
  );

describe('query errors in the logs', () => {
  it('logs a failed query, even wrapped, by its names and codes, never its parameters', () => {
    const lines: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void lines.push(args) };
    keepQueryParametersOutOfLogs(log);
    log.error('⨯', failedQuery());
    log.error(new Error('rendering failed', { cause: failedQuery() }));
    const written = JSON.stringify(lines);
    expect(written).not.toMatch(/ada@example\.com|candidate_email/);
    expect(lines[0]).toEqual([
      '⨯',
      'DrizzleQueryError ← Error 22021: invalid byte sequence for encoding "UTF8": 0x00',
    ]);
  });

  it('logs everything else as it was', () => {
    const lines: unknown[][] = [];
    const log = { error: (...args: unknown[]) => void lines.push(args) };
    keepQueryParametersOutOfLogs(log);
    const plain = new TypeError('x is not a function');
    log.error('[careers] loading failed:', plain, { n: 1 });
    expect(lines).toEqual([['[careers] loading failed:', plain, { n: 1 }]]);
  });
});
