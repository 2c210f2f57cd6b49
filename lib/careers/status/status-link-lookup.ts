import { and, count, desc, eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/locales';
import { messageKey } from '@/lib/i18n/message-key';
import type { EmailRequestState } from '../email-request-state';
import { parseTypedEmail } from '../typed-email';
import { mailWords } from '../mail/mail-words';
import { addressPagePath, statusPageUrl, type StatusLinkSigner } from '../status-link';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { AddressLinkSigner } from './address-link';
import { composeAlertsOnlyLinksMail, composeStatusLinksMail } from './status-links-mail';

/** A mail lists an address's newest applications up to this many; it says when there are more. */
export const STATUS_LINKS_PER_MAIL = 20;

export type StatusLinkLookupDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  addressLinks: AddressLinkSigner;
  now?: () => number;
  site: { name: string; url: string };
  /** The job's title while it is listed, else null. */
  jobTitle: (postingId: string) => Promise<string | null>;
  mailQueued?: () => void;
};

/** What a look-up mailed: the status links of so many applications, the alerts-only mail, or nothing. */
export type StatusLinksMailed = { applications: number } | 'alerts-only' | 'nothing';

/**
 * Queues a mail to `address` with the status link of each application it sent that the site still
 * keeps, newest first, in `locale`, and the link to the page of them all. The links are signed anew from
 * the application ids, so a lost confirmation mail costs a candidate nothing. An address with no
 * application but confirmed job alerts gets that page's link alone (its alerts, a copy, deleting it all);
 * one with neither, nothing.
 */
export async function mailStatusLinks(
  deps: StatusLinkLookupDeps,
  request: { address: string; locale: Locale },
): Promise<StatusLinksMailed> {
  const theirs = eq(applications.candidateEmail, request.address);
  const rows = await deps.db
    .select({ id: applications.id, postingId: applications.postingId, createdAt: applications.createdAt })
    .from(applications)
    .where(theirs)
    .orderBy(desc(applications.createdAt))
    .limit(STATUS_LINKS_PER_MAIL);
  if (rows.length === 0 && !(await hasConfirmedAlerts(deps.db, request.address))) return 'nothing';
  const { locale } = request;
  const words = mailWords(locale);
  const allPageUrl = `${deps.site.url}${localizedPath(locale, addressPagePath(deps.addressLinks.sign(request.address, (deps.now ?? Date.now)())))}`;
  if (rows.length === 0) {
    await queueMail(
      deps,
      request.address,
      composeAlertsOnlyLinksMail({ words, siteName: deps.site.name, allPageUrl }),
    );
    return 'alerts-only';
  }
  const [all] = await deps.db.select({ total: count() }).from(applications).where(theirs);
  const postings = [...new Set(rows.map((row) => row.postingId))];
  const titles = new Map(
    await Promise.all(postings.map(async (id) => [id, await deps.jobTitle(id).catch(() => null)] as const)),
  );
  const mail = composeStatusLinksMail({
    words,
    siteName: deps.site.name,
    applications: rows.map((row) => ({
      jobTitle: titles.get(row.postingId) ?? null,
      sentOn: formatDate(row.createdAt.toISOString(), locale),
      statusUrl: statusPageUrl(deps.site.url, locale, deps.signer.sign(row.id)),
    })),
    total: all?.total ?? rows.length,
    allPageUrl,
  });
  await queueMail(deps, request.address, mail);
  return { applications: rows.length };
}

async function hasConfirmedAlerts(db: SiteDb, address: string): Promise<boolean> {
  const [alert] = await db
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.email, address), eq(alertSubscriptions.status, 'confirmed')))
    .limit(1);
  return alert !== undefined;
}

async function queueMail(
  deps: StatusLinkLookupDeps,
  address: string,
  mail: { subject: string; text: string; html: string },
) {
  await deps.db.insert(outboundMail).values({
    id: randomId(),
    toAddress: address,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  deps.mailQueued?.();
}

export type StatusLinkRequestDeps = {
  /** The abuse limits (lib/careers/abuse/mail-request-limits.ts), asked once the address is valid. */
  checkLimits: (address: string) => Promise<'pass' | 'limited'>;
  /**
   * Looks the address up and mails it after the answer has gone, so neither the answer nor how long it
   * took says whether the address applied here.
   */
  sendLater: (address: string) => void;
};

const LIMITED = messageKey('status.findLimited');

/** "Email me my applications": the same answer for every valid address, applied or not. */
export async function requestStatusLinks(
  deps: StatusLinkRequestDeps,
  formData: FormData,
): Promise<EmailRequestState> {
  const email = parseTypedEmail(formData.get('email'));
  if (email.status === 'error') return email;
  if ((await deps.checkLimits(email.address)) === 'limited')
    return { status: 'error', email: email.typed, formError: LIMITED };
  deps.sendLater(email.address);
  return { status: 'ok' };
}
