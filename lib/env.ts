import { z } from 'zod';
import { distanceUnits } from './careers/near/distance-unit';
import { sourceMappingEnvSchema } from './careers/source-mapping';
import { parseStatusLinkKeys } from './careers/status-link';
import { NO_SCOPE, parsePostingsScope } from './careers/postings-scope';
import { processPart } from './site-runtime';

/**
 * The only reader of process.env. Each consumer asks for its own validated slice, so the embedded
 * platform never needs the site's settings and vice versa. A bad value stops start-up with a message
 * that names the variable.
 */

// 0 asks the OS for a free port (tests).
const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');
const rate = z.coerce.number().min(0).max(1);
/** A fixed delay ("120") or a range ("50-400"), in milliseconds. */
export const latencySchema = z
  .string()
  .regex(/^\d+(-\d+)?$/, 'expected milliseconds such as "120" or a range such as "50-400"')
  .transform((text) => {
    const [low, high] = text.split('-').map(Number) as [number, number | undefined];
    return { minMs: low, maxMs: high ?? low };
  })
  .refine((range) => range.maxMs >= range.minMs, 'the range must go from low to high');

export const rateAlgorithmSchema = z.enum(['sliding-window', 'fixed-window', 'token-bucket']);
export type RateAlgorithm = z.infer<typeof rateAlgorithmSchema>;

const platformEnvSchema = z.object({
  PLATFORM_PORT: port.default(4010),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  /** Public base URL: the OAuth issuer and the base of Link headers and portal URLs. */
  PLATFORM_PUBLIC_URL: z.url().optional(),
  PLATFORM_DATA_DIR: z.string().min(1).default('.data/platform'),
  PLATFORM_RATE_ALGORITHM: rateAlgorithmSchema.default('sliding-window'),
  PLATFORM_LIMITS: flag.default(true),
  PLATFORM_RETRY_AFTER: flag.default(false),
  PLATFORM_REPORT_INTERVAL_S: z.coerce.number().int().min(0).default(60),
  PLATFORM_LATENCY_MS: latencySchema.default({ minMs: 0, maxMs: 0 }),
  PLATFORM_FAULT_5XX_RATE: rate.default(0),
  PLATFORM_FAULT_HANG_RATE: rate.default(0),
  PLATFORM_STATUS_ADVANCE_S: z.coerce.number().int().min(1).optional(),
  PLATFORM_ADMIN_REDIRECT_URIS: z
    .string()
    .default('http://localhost:3000/api/auth/callback/platform')
    .transform((text) =>
      text
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1)),
  /** Test controls under /_emulator: on by default in dev and tests, off by default in production. */
  PLATFORM_EMULATOR_CONTROLS: flag.optional(),
  /** The token the test controls require (header x-emulator-token); a fixed default only outside production. */
  PLATFORM_EMULATOR_TOKEN: z.string().min(16).optional(),
  /** Host names, besides loopback and PLATFORM_PUBLIC_URL's, the platform answers to (stops DNS rebinding). */
  PLATFORM_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  NODE_ENV: z.string().optional(),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;

/** The fixed emulator token of dev and tests (README); never accepted in production. */
export const DEV_EMULATOR_TOKEN = 'dev-emulator-token';

/**
 * How the site reaches a platform (lib/platform/client). Defaults point at the embedded platform's
 * seeded client; set PLATFORM_SERVICE_TOKEN instead of the OAuth client to use the older method.
 */
const platformClientEnvSchema = z
  .object({
    PLATFORM_API_URL: z.url().default('http://localhost:4010'),
    PLATFORM_TOKEN_URL: z.url().optional(),
    PLATFORM_CLIENT_ID: z.string().min(1).default('career-site'),
    PLATFORM_CLIENT_SECRET: z.string().min(1).default('career-site-secret'),
    PLATFORM_SCOPE: z.string().min(1).default('candidate_applications_manage candidates_read'),
    PLATFORM_SERVICE_TOKEN: z.string().min(1).optional(),
    PLATFORM_SERVICE_TOKEN_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .default('x-service-token'),
    PLATFORM_COMPANY_ID: z.string().min(1).default('acme'),
    /** The spec asks clients to wait at least 128 s for an answer (§8). */
    PLATFORM_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(128_000).default(128_000),
    /** Requests allowed to wait for the pacer before new ones are refused. */
    PLATFORM_QUEUE_LIMIT: z.coerce.number().int().min(1).default(2000),
  })
  .transform((env) => ({
    ...env,
    PLATFORM_API_URL: env.PLATFORM_API_URL.replace(/\/+$/, ''),
    PLATFORM_TOKEN_URL:
      env.PLATFORM_TOKEN_URL ?? `${env.PLATFORM_API_URL.replace(/\/+$/, '')}/identity/oauth/token`,
  }));
export type PlatformClientEnv = z.infer<typeof platformClientEnvSchema>;

/**
 * The career site's own settings: its name, public URL (canonical links, sitemap, Open Graph, JSON-LD),
 * accent colour and logo.
 */
const siteEnvSchema = z.object({
  SITE_NAME: z.string().trim().min(1).max(100).default('Acme Robotics'),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  SITE_ACCENT_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as #1f5fbf')
    .default('#1f5fbf')
    .transform((colour) => colour.toLowerCase()),
  // A path on this site, never another origin ("//host" would be one).
  SITE_LOGO_PATH: z
    .string()
    .regex(/^\/(?![/\\])\S*$/, "expected a path on this site starting with '/'")
    .default('/logo.svg'),
  /** Posting pages rendered once per window and served to everyone (lib/page-cache); `off` renders each visit. */
  PAGE_CACHE: flag.default(true),
  // The posting custom field (id or label) whose value states pay, e.g. "60,000–75,000 EUR per year".
  SITE_PAY_FIELD: z.string().trim().min(1).max(100).default('salary'),
  // The unit distances are stated and searched in: `mi` where candidates think in miles (US, UK).
  SITE_DISTANCE_UNIT: z.enum(distanceUnits).default('km'),
  // "Refer someone for this job", to the platform's referral page: `off` for an employer without referrals.
  SITE_REFERRALS: flag.default(true),
  // Which of the account's postings this site shows, as the platform's list filters, e.g.
  // "custom_field.brand=acme-field" (one brand of several); unset: all of them (postings-scope.ts).
  SITE_POSTINGS_FILTER: z
    .string()
    .max(1_000)
    .optional()
    .transform((text, context) => {
      try {
        return text?.trim() ? parsePostingsScope(text) : NO_SCOPE;
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Shown on /accessibility: an email address or a web page where people report barriers (unset: MAIL_FROM's address).
  SITE_ACCESSIBILITY_CONTACT: z
    .union([z.email(), z.url({ protocol: /^https?$/ })], 'expected an email address or an http(s) URL')
    .optional(),
  // On /privacy: where people ask about their data (unset: MAIL_FROM's address), and the employer's own policy.
  SITE_PRIVACY_CONTACT: z
    .union([z.email(), z.url({ protocol: /^https?$/ })], 'expected an email address or an http(s) URL')
    .optional(),
  SITE_PRIVACY_POLICY_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
});
export type SiteEnv = z.infer<typeof siteEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export type EnvSource = Record<string, string | undefined>;

/**
 * Once a server has checked its environment at boot (lib/site-environment.ts) it is sealed: each slice of
 * the process's own environment is then parsed once and reused. Unsealed (tests), every read parses. The
 * seal is the process's (site-runtime.ts), since the proxy and the routes are bundled with their own copy
 * of this module; each copy keeps its own parsed slices.
 */
const seal = () => processPart('environment-seal', () => ({ sealed: false }));
const parsedFromProcess = new Map<z.ZodType, unknown>();
export function sealEnvironment() {
  seal().sealed = true;
}

function parseEnv<T extends z.ZodType>(schema: T, source: EnvSource): z.infer<T> {
  const memoised = seal().sealed && source === process.env;
  if (memoised && parsedFromProcess.has(schema)) return parsedFromProcess.get(schema) as z.infer<T>;
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (memoised) parsedFromProcess.set(schema, result.data);
  return result.data;
}

export function readPlatformEnv(source: EnvSource = process.env): PlatformEnv {
  const env = parseEnv(platformEnvSchema, source);
  if (env.NODE_ENV === 'production' && env.PLATFORM_EMULATOR_CONTROLS && !env.PLATFORM_EMULATOR_TOKEN)
    throw new EnvError([
      'PLATFORM_EMULATOR_TOKEN: required (16+ characters) when PLATFORM_EMULATOR_CONTROLS is on in production',
    ]);
  return env;
}

export function readPlatformClientEnv(source: EnvSource = process.env): PlatformClientEnv {
  return parseEnv(platformClientEnvSchema, source);
}

export function readSiteEnv(source: EnvSource = process.env): SiteEnv {
  return parseEnv(siteEnvSchema, source);
}

/**
 * The site's own database (lib/db): Postgres when DATABASE_URL is set, otherwise embedded PGlite under
 * SITE_DATA_DIR (`memory://` keeps everything in memory).
 */
const siteDatabaseEnvSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  SITE_DATA_DIR: z.string().min(1).default('.data/site'),
  // Where deletions are recorded outside the database, so a restored backup has them done again; `off` for none.
  ERASURE_JOURNAL_DIR: z.string().min(1).optional(),
});
export type SiteDatabaseEnv = z.infer<typeof siteDatabaseEnvSchema>;

export function readSiteDatabaseEnv(source: EnvSource = process.env): SiteDatabaseEnv {
  return parseEnv(siteDatabaseEnvSchema, source);
}

/**
 * The erasure journal's directory (lib/careers/erasure-journal), or null for none. Unset beside PGlite, it
 * is the data directory's sibling (`.data/site` → `.data/site-erasures`): outside what a backup copies, yet
 * on the same disk. Postgres has no such place on every machine, so there it must be named.
 */
export function erasureJournalDirOf(env: SiteDatabaseEnv): string | null {
  if (env.ERASURE_JOURNAL_DIR) return env.ERASURE_JOURNAL_DIR === 'off' ? null : env.ERASURE_JOURNAL_DIR;
  if (env.DATABASE_URL || env.SITE_DATA_DIR === 'memory://') return null;
  return `${env.SITE_DATA_DIR.replace(/[\\/]+$/, '')}-erasures`;
}

/**
 * Scale-out (lib/cluster): with REDIS_URL, every instance shares one pacing budget per credential and one
 * cache; without it, each process keeps them in memory (one instance). INSTANCE_NAME labels this process
 * on the console (default: host name and process id).
 */
const clusterEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'expected 1–64 letters, digits, dots, dashes, colons or underscores')
    .optional(),
});
export type ClusterEnv = z.infer<typeof clusterEnvSchema>;

export function readClusterEnv(source: EnvSource = process.env): ClusterEnv {
  return parseEnv(clusterEnvSchema, source);
}

const milliseconds = (min: number) => z.coerce.number().int().min(min);

/**
 * Durable submission and delivery (lib/careers/delivery): how long a candidate waits for the first
 * attempt, the lease that keeps two processes from sending one application, the spam rules, and the
 * status link keys (`kid:secret,…`, base64url secrets ≥ 32 bytes; unset → one generated key kept in the
 * site database).
 */
const deliveryEnvSchema = z.object({
  STATUS_LINK_KEYS: z
    .string()
    .min(1)
    .transform((text, context) => {
      try {
        return parseStatusLinkKeys(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  DELIVERY_WAIT_MS: milliseconds(0).max(10_000).default(500),
  DELIVERY_LEASE_MS: milliseconds(1_000).default(30_000),
  DELIVERY_POLL_MS: milliseconds(50).default(1_000),
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(64),
  DELIVERY_WORKER: flag.default(true),
  APPLY_MIN_FILL_MS: milliseconds(0).default(3_000),
  APPLY_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Applications per hour from one client address (then one network) before the challenge is asked. */
  APPLY_CHALLENGE_PER_ADDRESS: z.coerce.number().int().min(0).default(15),
  APPLY_CHALLENGE_PER_NETWORK: z.coerce.number().int().min(0).default(60),
  /** Seconds the no-JavaScript challenge asks the candidate to wait before submitting again. */
  APPLY_CHALLENGE_WAIT_S: z.coerce.number().int().min(1).max(600).default(30),
  /** Site-wide ceiling on confirmation mails per hour; past it applications are stored without one. */
  APPLY_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(0).default(500),
  /** Retention (GDPR storage limitation): applications and their mail rows are deleted after this. */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  /** A refused application's files are deleted this many days after it was sent. */
  RETENTION_REFUSED_FILES_DAYS: z.coerce.number().int().min(0).default(30),
  /** The console's activity log (who signed in, exported, retried, erased) is kept this long. */
  STAFF_ACTIVITY_DAYS: z.coerce.number().int().min(1).default(730),
  RETENTION_PURGE_INTERVAL_MS: milliseconds(1_000).default(3_600_000),
  /** How often the background worker looks for new postings that match job alerts. */
  ALERTS_CHECK_INTERVAL_MS: milliseconds(1_000).default(900_000),
  /** Lets `POST /api/alerts/check` run the check at once (tests, an external scheduler); unset → 404. */
  ALERTS_CHECK_TOKEN: z.string().min(16).optional(),
  /** Candidates are mailed as their applications move on the platform (status/status-updates.ts). */
  STATUS_UPDATES: flag.default(true),
  /** How often the background worker runs a round of that check (up to 100 applications a round). */
  STATUS_UPDATES_CHECK_INTERVAL_MS: milliseconds(1_000).default(300_000),
  /** How long before one application is asked about again. */
  STATUS_UPDATES_RECHECK_MS: milliseconds(0).default(10_800_000),
  /** Lets `POST /api/status-updates/check` run a round at once (tests, an external scheduler); unset → 404. */
  STATUS_UPDATES_CHECK_TOKEN: z.string().min(16).optional(),
  /**
   * Also subscribe to the platform's status events (its Webhooks API) at SITE_URL/api/platform/webhooks,
   * so a candidate hears within seconds of moving on, not at the next recheck. The platform must reach
   * SITE_URL, and the OAuth client must be allowed PLATFORM_WEBHOOKS_SCOPE: only the token that subscribes
   * asks for it. Needs STATUS_UPDATES.
   */
  PLATFORM_WEBHOOKS: flag.default(false),
  PLATFORM_WEBHOOKS_SCOPE: z.string().min(1).default('webhooks_manage'),
  /** How often the worker makes sure the subscription is there and active (the first time at start). */
  PLATFORM_WEBHOOKS_CHECK_INTERVAL_MS: milliseconds(1_000).default(900_000),
  /**
   * Who hears, by mail, of applications the platform refused or that are still undelivered after 15
   * minutes (comma-separated, at most 10); unset → no such mail. Checked every STAFF_NOTIFY_INTERVAL_MS.
   */
  STAFF_NOTIFY_EMAIL: z
    .string()
    .transform((text, context) => {
      const addresses = text
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
      const valid = addresses.every((address) => z.email().safeParse(address).success);
      if (valid && addresses.length >= 1 && addresses.length <= 10) return addresses;
      context.addIssue({ code: 'custom', message: 'expected 1 to 10 email addresses separated by commas' });
      return z.NEVER;
    })
    .optional(),
  STAFF_NOTIFY_INTERVAL_MS: milliseconds(1_000).default(900_000),
  /** Lets `GET /api/metrics` answer a monitoring system (Prometheus' text format); unset → 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How many proxies in front of the site append to X-Forwarded-For; 0 = never believe it. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SOURCE_MAPPING: sourceMappingEnvSchema.optional(),
});
export type DeliveryEnv = z.infer<typeof deliveryEnvSchema>;

export function readDeliveryEnv(source: EnvSource = process.env): DeliveryEnv {
  const env = parseEnv(deliveryEnvSchema, source);
  if (env.PLATFORM_WEBHOOKS && !env.STATUS_UPDATES)
    throw new EnvError(['PLATFORM_WEBHOOKS: on needs STATUS_UPDATES on (the events only wake its rounds)']);
  return env;
}

/** Mail: real SMTP with SMTP_URL, otherwise `.eml` files under MAIL_DIR. */
const mailEnvSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected smtp:// or smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Careers <careers@localhost>'),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
});
export type MailEnv = z.infer<typeof mailEnvSchema>;

export function readMailEnv(source: EnvSource = process.env): MailEnv {
  return parseEnv(mailEnvSchema, source);
}

/** An origin exactly as a browser sends it: scheme, host and port, nothing else. */
const originSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
    } catch {
      return false;
    }
  }, 'expected origins such as https://www.acme.example (scheme, host and port; no path or trailing slash)');

/**
 * The employer pages allowed to frame the embed routes (`/embed/...`): a comma-separated list of
 * origins, sent as `Content-Security-Policy: frame-ancestors`. Unset → no page may frame them.
 */
const embedEnvSchema = z.object({
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema)),
});
export type EmbedEnv = z.infer<typeof embedEnvSchema>;

export function readEmbedEnv(source: EnvSource = process.env): EmbedEnv {
  return parseEnv(embedEnvSchema, source);
}

/** Whether a URL names this machine (localhost, 127.0.0.0/8, ::1): development, never a deployment. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/** The console's OAuth client on the embedded platform; a real account registers its own. */
export const EMBEDDED_ADMIN_CLIENT_ID = 'career-site-admin';

/**
 * Where staff are sent to sign in. SmartRecruiters answers its API at api.smartrecruiters.com but shows
 * its sign-in page at www.smartrecruiters.com/identity/oauth/allow (its OAuth 2.0 authorization code
 * documentation); the embedded platform serves both from its one address.
 */
function defaultAuthorizeUrl(api: string): string {
  return new URL(api).hostname === 'api.smartrecruiters.com'
    ? 'https://www.smartrecruiters.com/identity/oauth/allow'
    : `${api}/identity/oauth/allow`;
}

/** Only for loopback development and tests: anyone reading this repository knows it. */
export const DEV_ONLY_AUTH_SECRET = 'dev-only-career-site-admin-secret-never-use-in-production';

/**
 * The staff console's sign-in (lib/admin): next-auth with the platform as the OAuth 2.0 provider.
 * Every endpoint is configurable so a real platform works too; by default they are derived from
 * PLATFORM_API_URL. AUTH_SECRET encrypts the session cookie: required in production.
 */
const adminAuthEnvSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    AUTH_SECRET: z.string().min(32, 'expected at least 32 characters (openssl rand -base64 33)').optional(),
    /** Public URL of the site as seen by the browser; next-auth builds its callback URL from it. */
    AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
    PLATFORM_API_URL: z.url().default('http://localhost:4010'),
    ADMIN_OAUTH_ISSUER: z.url().optional(),
    ADMIN_OAUTH_AUTHORIZE_URL: z.url().optional(),
    ADMIN_OAUTH_TOKEN_URL: z.url().optional(),
    ADMIN_OAUTH_PROFILE_URL: z.url().optional(),
    /** RFC 7009 revocation, called on sign-out; set to "none" when the platform has none. */
    ADMIN_OAUTH_REVOCATION_URL: z.union([z.url(), z.literal('none')]).optional(),
    ADMIN_OAUTH_CLIENT_ID: z.string().min(1).default(EMBEDDED_ADMIN_CLIENT_ID),
    ADMIN_OAUTH_CLIENT_SECRET: z.string().min(1).default('career-site-admin-secret'),
    /** users_read lists the platform's users with the signed-in administrator's own token. */
    ADMIN_OAUTH_SCOPE: z.string().min(1).default('users_read'),
    /** Hours a console session lasts at most; the platform token's expiry may end it sooner. */
    ADMIN_SESSION_HOURS: z.coerce.number().min(0.1).max(24).default(8),
    /** Seconds between asking the platform whether the token and the administrator role still hold. */
    ADMIN_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(300),
  })
  .refine((env) => env.AUTH_SECRET || env.NODE_ENV !== 'production', {
    path: ['AUTH_SECRET'],
    message: 'required in production (openssl rand -base64 33)',
  })
  // The repository's secret is public: accepted only while the site is development on this machine.
  .refine((env) => env.AUTH_SECRET || !env.AUTH_URL || isLoopbackUrl(env.AUTH_URL), {
    path: ['AUTH_SECRET'],
    message: 'required when AUTH_URL is not a loopback address (openssl rand -base64 33)',
  })
  .refine((env) => env.AUTH_SECRET !== DEV_ONLY_AUTH_SECRET || env.NODE_ENV !== 'production', {
    path: ['AUTH_SECRET'],
    message: 'the development secret from the repository is refused in production',
  })
  // Without it next-auth would build its sign-in redirect from the request's (forwarded) Host header.
  .refine((env) => env.AUTH_URL || env.NODE_ENV !== 'production', {
    path: ['AUTH_URL'],
    message: "required in production: the site's public URL, such as https://careers.example.com",
  })
  .transform((env) => {
    const api = env.PLATFORM_API_URL.replace(/\/+$/, '');
    return {
      secret: env.AUTH_SECRET ?? DEV_ONLY_AUTH_SECRET,
      siteUrl: env.AUTH_URL?.replace(/\/+$/, ''),
      apiUrl: api,
      issuer: env.ADMIN_OAUTH_ISSUER ?? `${api}/identity/oauth`,
      authorizeUrl: env.ADMIN_OAUTH_AUTHORIZE_URL ?? defaultAuthorizeUrl(api),
      tokenUrl: env.ADMIN_OAUTH_TOKEN_URL ?? `${api}/identity/oauth/token`,
      profileUrl: env.ADMIN_OAUTH_PROFILE_URL ?? `${api}/user-api/v201804/users/me`,
      revocationUrl:
        env.ADMIN_OAUTH_REVOCATION_URL === 'none'
          ? null
          : (env.ADMIN_OAUTH_REVOCATION_URL ?? `${api}/identity/oauth/token/revocation`),
      clientId: env.ADMIN_OAUTH_CLIENT_ID,
      clientSecret: env.ADMIN_OAUTH_CLIENT_SECRET,
      scope: env.ADMIN_OAUTH_SCOPE,
      sessionMaxAgeSeconds: Math.round(env.ADMIN_SESSION_HOURS * 3600),
      sessionRecheckSeconds: env.ADMIN_SESSION_RECHECK_SECONDS,
    };
  });
export type AdminAuthEnv = z.infer<typeof adminAuthEnvSchema>;

export function readAdminAuthEnv(source: EnvSource = process.env): AdminAuthEnv {
  return parseEnv(adminAuthEnvSchema, source);
}

/** Where the file mail transport writes .eml files when SMTP_URL is unset; the console reads them. */
export type AdminMailEnv = Pick<MailEnv, 'MAIL_DIR'>;

export function readAdminMailEnv(source: EnvSource = process.env): AdminMailEnv {
  return { MAIL_DIR: readMailEnv(source).MAIL_DIR };
}

/** The stand-in platform of documented samples (lib/platform/standin, tests only): its port and one client. */
const standinEnvSchema = z.object({
  STANDIN_PORT: port.default(4610),
  STANDIN_CLIENT_ID: z.string().min(1).default('northwind-career-site'),
  STANDIN_CLIENT_SECRET: z.string().min(1).default('northwind-test-only-secret'),
});
export type StandinEnv = z.infer<typeof standinEnvSchema>;

export function readStandinEnv(source: EnvSource = process.env): StandinEnv {
  return parseEnv(standinEnvSchema, source);
}
