import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { activityCsvStream } from './activity-csv';
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
  // A name is the platform's: one written as a formula must reach a spreadsheet as text.
  await recordStaffActivity(database.db, { ...bo, name: '=HYPERLINK("x")' }, { action: 'signed_out' });
  // Ada's name changed on the platform since: the filter offers the newest.
  await recordStaffActivity(database.db, { ...ada, name: 'Ada Lovelace' }, { action: 'signed_out' });
});
afterAll(async () => {
  await database.close();
});

describe('the activity log', () => {
  it('reads newest first, one page at a time, each page going on from the last', async () => {
    const first = await listStaffActivity(database.db, {}, 3);
    expect(first.rows.map((row) => row.action)).toEqual(['signed_out', 'signed_out', 'retried_application']);
    expect(first.rows.map((row) => row.subject)).toEqual([null, null, 'app-5']);
    const second = await listStaffActivity(database.db, { before: first.olderThan! }, 3);
    expect(second.rows.map((row) => row.subject)).toEqual(['app-4', 'app-3', 'app-2']);
    const third = await listStaffActivity(database.db, { before: second.olderThan! }, 3);
    expect(third.rows.map((row) => row.subject)).toEqual(['app-1', null, null]);
    expect(third.rows.slice(1).map((row) => row.staffName)).toEqual(['Bo Boss', 'Ada Admin']);
    expect(third.olderThan).toBeNull();
  });

  it('narrows to one action and one person', async () => {
    const signIns = await listStaffActivity(database.db, { action: 'signed_in' });
    expect(signIns.rows.map((row) => row.staffEmail)).toEqual(['bo@acme.example', 'ada@acme.example']);
    const bos = await listStaffActivity(database.db, { by: 'u-bo' });
    expect(bos.rows.map((row) => row.action)).toEqual(['signed_out', 'signed_in']);
    const none = await listStaffActivity(database.db, { by: 'u-bo', action: 'retried_application' });
    expect(none).toEqual({ rows: [], olderThan: null });
  });

  it('names everyone in it once, by their latest name', async () => {
    expect(await staffInActivity(database.db)).toEqual([
      { platformUserId: 'u-bo', name: '=HYPERLINK("x")', email: 'bo@acme.example' },
      { platformUserId: 'u-ada', name: 'Ada Lovelace', email: 'ada@acme.example' },
    ]);
  });

  it('downloads as CSV, every line once across batches, newest first, formulas as text', async () => {
    // ignoreBOM keeps the byte-order mark in the text: exactly what a download holds.
    const read = async (stream: ReadableStream<Uint8Array>) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
    const csv = await read(activityCsvStream(database.db, {}, 2));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFat,platform_user_id,staff_name,staff_email,action,subject,detail');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([
      'signed_out',
      'signed_out',
      ...Array(5).fill('retried_application'),
      'signed_in',
      'signed_in',
    ]);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",bo@acme.example,signed_out,,`);
    const bos = await read(activityCsvStream(database.db, { by: 'u-bo' }));
    expect(bos.trimEnd().split('\r\n')).toHaveLength(3);
  });
});
