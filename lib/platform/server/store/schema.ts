import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Configuration, Posting } from '../../contract';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/** Secrets and markers the platform keeps between restarts (cursor key, cookie keys, seed version). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// `seq` columns give every cursor list a stable, insert-safe order: new rows always sort last.
export const users = pgTable(
  'users',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    active: boolean('active').notNull(),
    systemRole: text('system_role').notNull(),
    updatedOn: timestamptz('updated_on').notNull(),
    language: text('language').notNull(),
    ssoLoginMode: text('sso_login_mode'),
    accessGroups: jsonb('access_groups').$type<{ id: string; name: string }[]>(),
    /** scrypt hash, only for the staff who can sign in to the OAuth login page. */
    passwordHash: text('password_hash'),
  },
  (table) => [index('users_updated_on').on(table.updatedOn)],
);

export const jobs = pgTable('jobs', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  title: text('title').notNull(),
  refNumber: text('ref_number').notNull(),
  status: text('status').notNull(),
  postingStatus: text('posting_status').notNull(),
  department: jsonb('department').$type<{ id: string; label: string }>().notNull(),
  location: jsonb('location').$type<{ city: string; countryCode: string }>().notNull(),
  createdOn: timestamptz('created_on').notNull(),
  updatedOn: timestamptz('updated_on').notNull(),
});

/** A posting's searchable columns beside its full document. */
export const postings = pgTable(
  'postings',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    uuid: text('uuid').notNull().unique(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    active: boolean('active').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    city: text('city').notNull(),
    departmentId: text('department_id').notNull(),
    languageCode: text('language_code').notNull(),
    releasedDate: timestamptz('released_date').notNull(),
    document: jsonb('document').$type<PostingDocument>().notNull(),
  },
  (table) => [index('postings_job').on(table.jobId)],
);
/** The posting detail as served, less `active` (a column, so unpublishing never rewrites the document). */
export type PostingDocument = Omit<Posting, 'active'>;

/** Label translations keyed by language, then by question, field or option id. */
export type ConfigurationTranslations = Record<string, Record<string, string>>;

export const configurations = pgTable('configurations', {
  postingUuid: text('posting_uuid').primaryKey(),
  body: jsonb('body').$type<Configuration>().notNull(),
  translations: jsonb('translations').$type<ConfigurationTranslations>().notNull().default({}),
});

export const candidates = pgTable(
  'candidates',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    postingUuid: text('posting_uuid').notNull(),
    jobId: text('job_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    /** Everything else the candidate sent, minus file bytes (kept in candidate_files). */
    application: jsonb('application').$type<Record<string, unknown>>().notNull(),
    createdOn: timestamptz('created_on').notNull(),
    updatedOn: timestamptz('updated_on').notNull(),
  },
  (table) => [
    index('candidates_email').on(sql`lower(${table.email})`),
    index('candidates_status').on(table.status),
  ],
);

export const candidateFiles = pgTable('candidate_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  candidateId: text('candidate_id').notNull(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  candidateId: text('candidate_id').notNull(),
  jobId: text('job_id').notNull(),
  createdOn: timestamptz('created_on').notNull(),
});

export const offerDocuments = pgTable('offer_documents', {
  id: text('id').primaryKey(),
  offerId: text('offer_id').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

export const reviews = pgTable('reviews', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  candidateId: text('candidate_id').notNull(),
  jobId: text('job_id').notNull(),
  reviewerId: text('reviewer_id').notNull(),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  createdOn: timestamptz('created_on').notNull(),
});

/** The older authorization method: an API key in a header, stored only as its SHA-256. */
export const serviceTokens = pgTable('service_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  name: text('name').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
});

/** oidc-provider's models (tokens, grants, sessions, interactions), persisted so they survive restarts. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_grant').on(table.grantId),
    index('oidc_uid').on(table.uid),
  ],
);
