import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { listStaffActivity, recordStaffActivity, staffInActivity } from './staff-activity';

const ada = { platformUserId: 'u-ada', name: 'Ada Admin', email: 'ada@acme.example' };
const bo = { platformUserId: 'u-bo', name: 'Bo Boss', email: 'bo@acme.example' };

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await recordStaffActivity(database.db, ada, { action: 'signed_in' });
  await recordStaffActivity(database.db, bo, { action: 'signed_in' });
  for (let n = 1; n <= 5; n++)
    await recordStaffActivity(database.db, ada, { action: 'retried_application', subject: `app-${n}` });
  // Ada's name changed on the platform since: the filter offers the newest.
  await recordStaffActivity(database.db, { ...ada, name: 'Ada Lovelace' }, { action: 'signed_out' });
});
afterAll(async () => {
  await database.close();
});

describe('the activity log', () => {
  it('reads newest first, one page at a time, each page going on from the last', async () => {
    const first = await listStaffActivity(database.db, {}, 3);
    expect(first.rows.map((row) => row.action)).toEqual([
      'signed_out',
      'retried_application',
      'retried_application',
    ]);
    expect(first.rows.map((row) => row.subject)).toEqual([null, 'app-5', 'app-4']);
    const second = await listStaffActivity(database.db, { before: first.olderThan! }, 3);
    expect(second.rows.map((row) => row.subject)).toEqual(['app-3', 'app-2', 'app-1']);
    const last = await listStaffActivity(database.db, { before: second.olderThan! }, 3);
    expect(last.rows.map((row) => row.staffName)).toEqual(['Bo Boss', 'Ada Admin']);
    expect(last.olderThan).toBeNull();
  });

  it('narrows to one action and one person', async () => {
    const signIns = await listStaffActivity(database.db, { action: 'signed_in' });
    expect(signIns.rows.map((row) => row.staffEmail)).toEqual(['bo@acme.example', 'ada@acme.example']);
    const bos = await listStaffActivity(database.db, { by: 'u-bo' });
    expect(bos.rows.map((row) => row.action)).toEqual(['signed_in']);
    const none = await listStaffActivity(database.db, { by: 'u-bo', action: 'retried_application' });
    expect(none).toEqual({ rows: [], olderThan: null });
  });

  it('names everyone in it once, by their latest name', async () => {
    expect(await staffInActivity(database.db)).toEqual([
      { platformUserId: 'u-ada', name: 'Ada Lovelace', email: 'ada@acme.example' },
      { platformUserId: 'u-bo', name: 'Bo Boss', email: 'bo@acme.example' },
    ]);
  });
});
