import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Application } from '../platform/contract';
import type { Locale } from '../i18n/locales';
import type { DistanceUnit, SearchRadius } from '../careers/near/distance-unit';
import { alertFrequencies, type AlertFrequency } from '../careers/alerts/alert-frequency';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
/** A CHECK that keeps a text column to a fixed set of values. */
const oneOf = (column: { name: string }, values: readonly string[]) =>
  sql.raw(`"${column.name}" in (${values.map((value) => `'${value}'`).join(', ')})`);

export const applicationStatuses = [
  'received',
  'delivering',
  'delivered',
  'refused',
  'outcome_unknown',
  // Withdrawn by the candidate while waiting to be sent: never delivered (status/withdrawal.ts).
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Where a candidate applied: on the careers site itself, or in the embed on the employer's own pages.
 * Null on applications sent before the site recorded it.
 */
export const applicationChannels = ['site', 'embed'] as const;
export type ApplicationChannel = (typeof applicationChannels)[number];

export const applicationFileKinds = ['resume', 'avatar', 'attachment'] as const;
export type ApplicationFileKind = (typeof applicationFileKinds)[number];

export const mailStatuses = ['pending', 'sending', 'sent'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** The platform application as stored: its files live in `application_files` until delivered. */
export type ApplicationPayload = Omit<Application, 'resume' | 'avatar' | 'attachments'>;

/** Secrets and markers the site keeps between restarts (e.g. a generated signing key). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The outbox: an application is committed here before anything is sent to the platform. */
export const applications = pgTable(
  'applications',
  {
    /** 128 random bits, base64url, made by the site: nothing sequential leaks into status links. */
    id: text('id').primaryKey(),
    postingId: text('posting_id').notNull(),
    /** From the form, so a double click or a resubmitted page gives one application. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<ApplicationStatus>().notNull().default('received'),
    payload: jsonb('payload').$type<ApplicationPayload>().notNull(),
    /** Campaign tracking (utm_*, source) the candidate arrived with: the site's own record. */
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    /** Kept apart from the payload to settle an unknown outcome with `GET /candidates?q=<email>`. */
    candidateEmail: text('candidate_email').notNull(),
    channel: text('channel').$type<ApplicationChannel>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    platformCandidateId: text('platform_candidate_id'),
    /** The platform's message when it refused the application for good, else the last failure. */
    lastError: text('last_error'),
    /** Which status-link key signed this application's link, for rotation. */
    statusLinkKid: text('status_link_kid'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    /** When staff were mailed that this one was refused or undelivered (STAFF_NOTIFY_EMAIL); a retry clears it. */
    staffNotifiedAt: timestamptz('staff_notified_at'),
    /**
     * When the candidate asked, from their status page, to withdraw. The platform's apply interface has
     * no way to withdraw, so staff are mailed and record it there; the status page says it was asked.
     * One still waiting to be sent is not sent at all: its status becomes `withdrawn`.
     */
    withdrawalAskedAt: timestamptz('withdrawal_asked_at'),
    /**
     * When the candidate asked to delete it while its send was under way or unsettled. It is not sent
     * again, and it is deleted as soon as it settles (status/asked-erasures.ts).
     */
    erasureAskedAt: timestamptz('erasure_asked_at'),
    /**
     * The language the candidate applied in, and the job's title as they read it: mail about the
     * application later is in that language and names that title (null in rows from before they were kept).
     */
    locale: text('locale'),
    jobTitle: text('job_title'),
    /**
     * The furthest step the candidate was mailed about (status/status-updates.ts); null until the first,
     * which counts as "sent": the confirmation told them it was received.
     */
    toldStep: text('told_step'),
    /** When the status-updates check last asked the platform where this one stands. */
    stepCheckedAt: timestamptz('step_checked_at'),
    /** When the candidate asked not to be mailed as it moves on; null while they are. */
    updatesStoppedAt: timestamptz('updates_stopped_at'),
  },
  (table) => [
    check('applications_status', oneOf(table.status, applicationStatuses)),
    check('applications_channel', oneOf(table.channel, applicationChannels)),
    index('applications_due').on(table.status, table.nextAttemptAt),
    index('applications_lease').on(table.leaseUntil),
    // The per-address submission limit counts an address's applications over the last day.
    index('applications_candidate_email').on(table.candidateEmail, table.createdAt),
    // The console lists applications newest first and counts a period's (the Campaigns report).
    index('applications_created').on(table.createdAt),
    // The status-updates check reads delivered applications, least recently checked first.
    index('applications_step_checked').on(table.status, table.stepCheckedAt),
    // A status event from the platform names the candidate (lib/careers/status/status-events.ts).
    index('applications_platform_candidate')
      .on(table.platformCandidateId)
      .where(sql`${table.platformCandidateId} is not null`),
    // The sweep that deletes asked erasures once they settle reads only the few that wait.
    index('applications_erasure_asked')
      .on(table.erasureAskedAt)
      .where(sql`${table.erasureAskedAt} is not null`),
  ],
);

/** Resume, avatar and attachment bytes; deleted once the application is delivered. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationFileKind>().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    check('application_files_kind', oneOf(table.kind, applicationFileKinds)),
    index('application_files_application').on(table.applicationId),
  ],
);

/** Mail goes through the outbox too: SMTP down → sent later, never lost. */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    /** Random, also usable as the Message-ID so a resend is recognisable. */
    id: text('id').primaryKey(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    lastError: text('last_error'),
    /** RFC 8058 one-click unsubscribe target, sent as `List-Unsubscribe` (job alert and status mail). */
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    /** A job alert's mail goes when the alert does: unsubscribing leaves nothing of it behind. */
    alertSubscriptionId: text('alert_subscription_id').references(() => alertSubscriptions.id, {
      onDelete: 'cascade',
    }),
    /** A "finish later" mail goes when its draft does (submitted or expired). */
    draftId: text('draft_id').references(() => applicationDrafts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    check('outbound_mail_status', oneOf(table.status, mailStatuses)),
    index('outbound_mail_due').on(table.status, table.nextAttemptAt),
    index('outbound_mail_lease').on(table.leaseUntil),
    // Everything under one address: a candidate's copy (lib/careers/status/address-copy.ts) and the
    // console's erasure (lib/admin/erase-candidate.ts). Lower case, as a confirmation keeps the address as typed.
    index('outbound_mail_to').on(sql`lower(${table.toAddress})`),
    // What a mail is about: its copy reads them by it, and deleting an application, an alert or a draft
    // deletes its mails by it (the cascade), which without these read the whole outbox each time.
    index('outbound_mail_application')
      .on(table.applicationId)
      .where(sql`${table.applicationId} is not null`),
    index('outbound_mail_alert')
      .on(table.alertSubscriptionId)
      .where(sql`${table.alertSubscriptionId} is not null`),
    index('outbound_mail_draft')
      .on(table.draftId)
      .where(sql`${table.draftId} is not null`),
  ],
);

export const adminSessionEndReasons = ['signed_out', 'revoked', 'refused'] as const;
export type AdminSessionEndReason = (typeof adminSessionEndReasons)[number];

/**
 * The staff console's sessions: the cookie carries the id, and a session without a live row here is
 * refused on every request, so signing out (or the platform revoking the token) ends it at once.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    platformUserId: text('platform_user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the platform last confirmed the account is an active administrator. */
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason').$type<AdminSessionEndReason>(),
  },
  (table) => [
    check('admin_sessions_end_reason', oneOf(table.endReason, adminSessionEndReasons)),
    index('admin_sessions_expires').on(table.expiresAt),
  ],
);

/** What staff did in the console that the activity log keeps (lib/admin/activity). */
export const staffActions = [
  'signed_in',
  'sign_in_refused',
  'signed_out',
  'session_ended',
  'exported_applications',
  'exported_activity',
  'retried_application',
  'erased_candidate',
] as const;
export type StaffAction = (typeof staffActions)[number];

/**
 * The console's activity log: who signed in, moved data out, retried or erased, and when. It names
 * staff (their platform account at that moment), never a candidate: an application id at most.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    platformUserId: text('platform_user_id').notNull(),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').$type<StaffAction>().notNull(),
    /** What it acted on: an application id, or null. */
    subject: text('subject'),
    /** A few plain words: the export's filter, the erased counts, why a session ended. */
    detail: text('detail'),
  },
  (table) => [
    check('staff_activity_action', oneOf(table.action, staffActions)),
    index('staff_activity_at').on(table.at),
    index('staff_activity_by').on(table.platformUserId, table.id),
  ],
);

/**
 * Abuse counters shared by every site instance (one PostgreSQL): hits per key (an address, a network,
 * the global mail budget) in fixed windows. Old windows are deleted by the retention purge.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_counters_window').on(table.windowStart),
  ],
);

export const alertStatuses = ['pending', 'confirmed'] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** A saved job search, as the alert stores it (lib/careers/alerts/alert-search.ts). */
export type StoredAlertSearch = {
  q?: string;
  country?: string;
  city?: string;
  /** With `city`: the distance around it (lib/careers/near), in `withinUnit`. */
  within?: SearchRadius;
  /** The unit `within` was chosen in; alerts saved before it was kept read the site's (SITE_DISTANCE_UNIT). */
  withinUnit?: DistanceUnit;
  department?: string;
  /** ISO 639-1: ads written in this language only. */
  language?: string;
  workMode?: 'remote' | 'hybrid' | 'onsite';
  /** schema.org's contract word (lib/careers/job.ts, employmentTypeFilters). */
  employmentType?: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER';
  /** ISO 4217; with `minPay`, a yearly minimum in it. */
  payCurrency?: string;
  minPay?: number;
};

/**
 * Job alerts: a saved search for an email address, double opt-in. Unsubscribing deletes the row (and
 * its mail, by cascade); a pending one is forgotten after 7 days.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    /** 128 random bits, base64url: the subject of the alert's signed links. */
    id: text('id').primaryKey(),
    /** Normalised (trimmed, lower case). */
    email: text('email').notNull(),
    /** Keyed hash of the address: names all of one person's alerts in a manage link without the address. */
    ownerKey: text('owner_key').notNull(),
    search: jsonb('search').$type<StoredAlertSearch>().notNull(),
    /** The language of the page it was started on: its confirmation and digests are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    status: text('status').$type<AlertStatus>().notNull().default('pending'),
    /** At most one digest an hour (as jobs open), a day, or a week (alert-frequency.ts). */
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('daily'),
    createdAt: timestamptz('created_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    /** Postings first seen after this are new to the alert; moved on with each digest. */
    checkedUpTo: timestamptz('checked_up_to'),
    lastDigestAt: timestamptz('last_digest_at'),
  },
  (table) => [
    check('alert_subscriptions_status', oneOf(table.status, alertStatuses)),
    check('alert_subscriptions_frequency', oneOf(table.frequency, alertFrequencies)),
    index('alert_subscriptions_due').on(table.status, table.lastDigestAt),
    index('alert_subscriptions_owner').on(table.ownerKey),
    index('alert_subscriptions_email').on(table.email, table.createdAt),
  ],
);

/** When the alert check first saw each open posting: "new" means first seen after an alert's mark. */
export const alertPostings = pgTable(
  'alert_postings',
  {
    postingId: text('posting_id').primaryKey(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    /** The last listing that had it: a posting is forgotten only once it has been gone a long while. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    // Read by nothing since last_seen_at (0025); dropped in a later release, once no instance runs 0024's.
    index('alert_postings_first_seen').on(table.firstSeenAt),
    index('alert_postings_last_seen').on(table.lastSeenAt),
  ],
);

/**
 * "Finish later" drafts: a candidate's answers (never files), sealed with AES-256-GCM under a key only the
 * emailed link can rebuild (lib/careers/drafts/draft-codec.ts). Deleted on submit, or once expired.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    /** 128 random bits, base64url, named by the draft's link. */
    id: text('id').primaryKey(),
    postingId: text('posting_id').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('application_drafts_expiry').on(table.expiresAt)],
);

/**
 * Landings on the job list or a job page from elsewhere, per UTC day, channel (the site, or the embed
 * on the employer's pages, as applications record it; the rows counted before channels were are the
 * site's, the only one counted then) and campaign ('' where the visit carried no such part): counts
 * only, nothing about who (lib/careers/visits). The Campaigns report sets them beside the applications
 * each campaign and channel brought.
 */
export const campaignVisits = pgTable(
  'campaign_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ApplicationChannel>().notNull().default('site'),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.channel, table.source, table.medium, table.campaign] }),
    check('campaign_visits_channel', oneOf(table.channel, applicationChannels)),
  ],
);

/**
 * Views of each job's page per UTC day and channel (the site, or the embed on an employer's page), by
 * people (lib/careers/visits): counts only, nothing about who. Views before migration 0018 are the site's.
 */
export const jobViews = pgTable(
  'job_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ApplicationChannel>().notNull().default('site'),
    postingId: text('posting_id').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.channel, table.postingId] }),
    check('job_views_channel', oneOf(table.channel, applicationChannels)),
  ],
);

/**
 * The last posting, form and list of open postings the platform gave (lib/careers/kept-copies.ts), read
 * only when the platform fails: an outage that outlasts a restart still lets a candidate send the form
 * they have open. Kept a day; not personal data.
 */
export const keptCopies = pgTable(
  'kept_copies',
  {
    cache: text('cache').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    storedAt: timestamptz('stored_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cache, table.key] }),
    index('kept_copies_stored').on(table.storedAt),
  ],
);

/** What each retention purge deleted, for the console. */
export const purgeRuns = pgTable('purge_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ranAt: timestamptz('ran_at').notNull().defaultNow(),
  filesDeleted: integer('files_deleted').notNull(),
  applicationsDeleted: integer('applications_deleted').notNull(),
  mailDeleted: integer('mail_deleted').notNull(),
  linksRemoved: integer('links_removed').notNull(),
  countersDeleted: integer('counters_deleted').notNull(),
  sessionsDeleted: integer('sessions_deleted').notNull(),
  draftsDeleted: integer('drafts_deleted').notNull().default(0),
  activityDeleted: integer('activity_deleted').notNull().default(0),
});

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
export type NewApplicationFile = typeof applicationFiles.$inferInsert;
export type OutboundMailRow = typeof outboundMail.$inferSelect;
export type NewOutboundMail = typeof outboundMail.$inferInsert;
export type AlertSubscriptionRow = typeof alertSubscriptions.$inferSelect;
