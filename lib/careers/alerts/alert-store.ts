import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, outboundMail, type AlertSubscriptionRow } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { rowIds } from '../erasure-journal/journal-lines';
import type { AlertFrequency } from './alert-frequency';
import type { AlertSearch } from './alert-search';
import { ALERT_SEARCH_FIELDS } from './alert-search-fields';

/** An address that never confirms is forgotten after this. */
export const PENDING_ALERT_TTL_MS = 7 * 86_400_000;
// Any fixed number: the first key of the two-key advisory lock taken per address while subscribing.
const ALERT_ADDRESS_LOCK_SPACE = 7_345_116;

export type AlertMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribeUrl: string;
};

export type NewAlert = {
  id: string;
  email: string;
  ownerKey: string;
  search: AlertSearch;
  /** The language its mails are written in. */
  locale: Locale;
  now: Date;
  confirmation: AlertMail;
  /** Alerts one address may start per day: each sends a confirmation mail to it. */
  maxPerAddressPerDay: number;
};

/**
 * Stores a pending alert and its confirmation mail in one transaction (the mail worker sends it), unless
 * the address has had its day's share of confirmation mails: counted under a lock on the address, so
 * concurrent requests cannot all slip under the limit.
 */
export async function createPendingAlert(db: SiteDb, alert: NewAlert): Promise<'created' | 'limited'> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ALERT_ADDRESS_LOCK_SPACE}, hashtext(${alert.email}))`,
    );
    const dayAgo = new Date(alert.now.getTime() - 86_400_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.email, alert.email), gte(alertSubscriptions.createdAt, dayAgo)));
    if ((recent?.n ?? 0) >= alert.maxPerAddressPerDay) return 'limited';
    await tx.insert(alertSubscriptions).values({
      id: alert.id,
      email: alert.email,
      ownerKey: alert.ownerKey,
      search: alert.search,
      locale: alert.locale,
      createdAt: alert.now,
    });
    await tx.insert(outboundMail).values({
      id: alert.confirmation.id,
      alertSubscriptionId: alert.id,
      toAddress: alert.email,
      subject: alert.confirmation.subject,
      textBody: alert.confirmation.text,
      htmlBody: alert.confirmation.html,
      listUnsubscribeUrl: alert.confirmation.listUnsubscribeUrl,
    });
    return 'created';
  });
}

export async function getAlert(db: SiteDb, id: string): Promise<AlertSubscriptionRow | null> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
  return row ?? null;
}

/** Alerts that find the same jobs: every field alike, a distance in the same unit (old alerts keep none). */
const sameSearch = (a: AlertSearch, b: AlertSearch) =>
  [...ALERT_SEARCH_FIELDS, 'withinUnit' as const].every((key) => (a[key] ?? '') === (b[key] ?? ''));

/** The database, with the journal an alert's confirmation, frequency and deletion are written down in. */
export type JournaledAlertDb = { db: SiteDb; journal: ErasureJournal };

/**
 * Confirms a pending alert at the chosen frequency; from then on postings first seen after `now` are new
 * to it. Confirming twice is fine (the later choice of frequency holds); confirming a search the address
 * already has keeps the older alert, at this frequency, and drops this one. The journal has it before it
 * commits, so a restored backup does not leave the alert unconfirmed, to be forgotten a week later.
 */
export async function confirmAlert(
  { db, journal }: JournaledAlertDb,
  id: string,
  now: Date,
  frequency: AlertFrequency,
): Promise<{ status: 'confirmed'; alert: AlertSubscriptionRow } | { status: 'not_found' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, id))
      .for('update');
    if (!row) return { status: 'not_found' as const };
    const confirmedAs = async (kept: string, set: Partial<AlertSubscriptionRow> = {}) => {
      const [alert] = await tx
        .update(alertSubscriptions)
        .set({ ...set, frequency })
        .where(eq(alertSubscriptions.id, kept))
        .returning();
      await journal.record({ alertFrequency: { [kept]: frequency }, alerts: kept === id ? [] : [id] });
      return { status: 'confirmed' as const, alert: alert! };
    };
    if (row.status === 'confirmed') return confirmedAs(id);
    const owned = await tx
      .select()
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.ownerKey, row.ownerKey), eq(alertSubscriptions.status, 'confirmed')));
    const twin = owned.find((other) => sameSearch(other.search, row.search));
    if (twin) {
      await tx.delete(alertSubscriptions).where(eq(alertSubscriptions.id, id));
      return confirmedAs(twin.id);
    }
    return confirmedAs(id, { status: 'confirmed', confirmedAt: now, checkedUpTo: now });
  });
}

/** Sets how often one of an address's confirmed alerts may mail; false when it names none of them. */
export async function setAlertFrequency(
  { db, journal }: JournaledAlertDb,
  id: string,
  ownerKey: string,
  frequency: AlertFrequency,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(alertSubscriptions)
      .set({ frequency })
      .where(
        and(
          eq(alertSubscriptions.id, id),
          eq(alertSubscriptions.ownerKey, ownerKey),
          eq(alertSubscriptions.status, 'confirmed'),
        ),
      )
      .returning({ id: alertSubscriptions.id });
    await journal.record({ alertFrequency: Object.fromEntries(updated.map((row) => [row.id, frequency])) });
    return updated.length > 0;
  });
}

/**
 * Deletes an alert and, by cascade, its mail: nothing of it is kept after an unsubscribe. The journal
 * has it before it commits, so a restored backup does not start mailing again.
 */
export async function deleteAlert(
  { db, journal }: JournaledAlertDb,
  id: string,
  ownerKey?: string,
): Promise<boolean> {
  const where = ownerKey
    ? and(eq(alertSubscriptions.id, id), eq(alertSubscriptions.ownerKey, ownerKey))
    : eq(alertSubscriptions.id, id);
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(alertSubscriptions).where(where).returning({ id: alertSubscriptions.id });
    await journal.record({ alerts: rowIds(deleted) });
    return deleted.length > 0;
  });
}

/** One address's confirmed alerts (by the key a manage link carries), oldest first. */
export async function listOwnedAlerts(db: SiteDb, ownerKey: string): Promise<AlertSubscriptionRow[]> {
  return db
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.ownerKey, ownerKey), eq(alertSubscriptions.status, 'confirmed')))
    .orderBy(asc(alertSubscriptions.confirmedAt));
}

/** Forgets alerts never confirmed within PENDING_ALERT_TTL_MS; answers how many. */
export async function forgetUnconfirmedAlerts(db: SiteDb, now: Date): Promise<number> {
  const deleted = await db
    .delete(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.status, 'pending'),
        lt(alertSubscriptions.createdAt, new Date(now.getTime() - PENDING_ALERT_TTL_MS)),
      ),
    )
    .returning({ id: alertSubscriptions.id });
  return deleted.length;
}
