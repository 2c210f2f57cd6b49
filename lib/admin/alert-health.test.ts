import { afterAll, beforeAll, expect, it } from 'vitest';
import { markAlertCheck } from '@/lib/careers/alerts/alert-check-mark';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import type { AlertFrequency } from '@/lib/careers/alerts/alert-frequency';
import { alertSubscriptions, type AlertStatus } from '@/lib/db/schema';
import { readAlertHealth } from './alert-health';

const NOW = new Date(Date.UTC(2026, 10, 25, 12));
const HOUR = 3_600_000;
let database: SiteDatabase;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  const alert = (
    id: string,
    status: AlertStatus,
    lastDigestHoursAgo?: number,
    frequency: AlertFrequency = 'daily',
  ) => ({
    id,
    email: `${id}@example.com`,
    ownerKey: `owner-${id}`,
    search: {},
    status,
    frequency,
    createdAt: new Date(NOW.getTime() - 72 * HOUR),
    ...(lastDigestHoursAgo === undefined
      ? {}
      : { lastDigestAt: new Date(NOW.getTime() - lastDigestHoursAgo * HOUR) }),
  });
  await database.db
    .insert(alertSubscriptions)
    .values([
      alert('a', 'confirmed', 2, 'hourly'),
      alert('b', 'confirmed', 23),
      alert('c', 'confirmed', 25, 'weekly'),
      alert('d', 'confirmed'),
      alert('e', 'pending', undefined, 'hourly'),
    ]);
});
afterAll(async () => {
  await database.close();
});

it('counts confirmed alerts by frequency, waiting ones, those mailed in the last 24 hours, and when the check last ran', async () => {
  expect(await readAlertHealth(database.db, NOW)).toEqual({
    confirmed: 4,
    confirmedByFrequency: { hourly: 1, daily: 2, weekly: 1 },
    pending: 1,
    alertsMailedLastDay: 2,
    lastCheckAt: null,
  });
  const later = new Date(NOW.getTime() + HOUR);
  await markAlertCheck(database.db, later);
  // An instance finishing an older check afterwards does not move the mark back.
  await markAlertCheck(database.db, NOW);
  expect((await readAlertHealth(database.db, NOW)).lastCheckAt).toEqual(later);
});
