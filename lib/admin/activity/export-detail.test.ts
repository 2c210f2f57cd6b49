import { describe, expect, it } from 'vitest';
import { parseApplicationFilter } from '../application-filter';
import { activityExportDetail, exportDetail } from './export-detail';

describe('what the log says an export held', () => {
  it('names the state, channel and campaign it was narrowed to', () => {
    expect(exportDetail(parseApplicationFilter({}))).toBe('All applications');
    expect(
      exportDetail(
        parseApplicationFilter({ state: 'refused', channel: 'embed', source: 'linkedin', medium: '' }),
      ),
    ).toBe('state: Refused; channel: Embedded on your own pages; source linkedin, no medium');
  });

  it('says a search was there, never its words (a name or an address)', () => {
    const detail = exportDetail(parseApplicationFilter({ q: 'grace@example.com' }));
    expect(detail).toBe('a search (its words are not kept)');
    expect(detail).not.toContain('grace');
  });

  it('names the action and the staff member an export of the activity log was narrowed to', () => {
    expect(activityExportDetail({ action: 'erased_candidate', by: 'rita' })).toBe(
      'action: Erased a candidate’s data; by: rita',
    );
    expect(activityExportDetail({})).toBe('All activity');
  });
});
