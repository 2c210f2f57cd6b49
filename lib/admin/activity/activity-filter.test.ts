import { describe, expect, it } from 'vitest';
import { activityQuery, parseActivityFilter } from './activity-filter';

describe("the activity log's address", () => {
  it('reads an action, a person and a cursor, and writes them back', () => {
    const filter = parseActivityFilter({ action: 'signed_in', by: 'u-1', before: '42' });
    expect(filter).toEqual({ action: 'signed_in', by: 'u-1', before: 42 });
    expect(activityQuery(filter)).toBe('?action=signed_in&by=u-1&before=42');
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(parseActivityFilter({ action: 'drop_tables', before: '-3', by: ['', 'x'] })).toEqual({
      action: undefined,
      by: undefined,
      before: undefined,
    });
    expect(activityQuery({})).toBe('');
    // A NUL from a hand-made address: the database would refuse it (an error page instead of the log).
    expect(parseActivityFilter({ by: 'u-1\u0000' }).by).toBe('u-1');
    expect(parseActivityFilter({ by: '\u0000' }).by).toBeUndefined();
  });
});
