import { inArray, max } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';

/** Waits until every stored application is settled, then answers when the last one was delivered (ms). */
export async function lastDeliveryWhenSettled(db: SiteDb): Promise<number> {
  for (;;) {
    const open = await db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.status, ['received', 'delivering', 'outcome_unknown']));
    if (open.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [last] = await db.select({ at: max(applications.deliveredAt) }).from(applications);
  return last?.at?.getTime() ?? Date.now();
}
