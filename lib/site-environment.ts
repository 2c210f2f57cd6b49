import {
  EnvError,
  isLoopbackUrl,
  sealEnvironment,
  readAdminAuthEnv,
  readClusterEnv,
  readDeliveryEnv,
  readEmbedEnv,
  readMailEnv,
  readPlatformClientEnv,
  readSiteDatabaseEnv,
  readSiteEnv,
  type EnvSource,
} from './env';

/** Every slice of the environment the site reads. */
const siteSlices = [
  readSiteEnv,
  readPlatformClientEnv,
  readSiteDatabaseEnv,
  readDeliveryEnv,
  readMailEnv,
  readEmbedEnv,
  readAdminAuthEnv,
  readClusterEnv,
];

/** The secrets this repository publishes (its test configurations, the development defaults) begin so. */
const PUBLISHED_SECRET = /^(e2e-only-|dev-only-)/;
const SECRET_VARIABLES = ['AUTH_SECRET', 'METRICS_TOKEN', 'ALERTS_CHECK_TOKEN', 'STATUS_UPDATES_CHECK_TOKEN'];

/**
 * A secret anyone can read in this repository is refused by a production site on a public address: it
 * would open the console's sessions, the figures or the check routes to anyone. The tests run the
 * production build on loopback with them.
 */
function publishedSecretIssues(source: EnvSource): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const { SITE_URL } = readSiteEnv(source);
  const { siteUrl: authUrl } = readAdminAuthEnv(source);
  if ([SITE_URL, authUrl].every((url) => !url || isLoopbackUrl(url))) return [];
  return SECRET_VARIABLES.filter((name) => PUBLISHED_SECRET.test(source[name] ?? '')).map(
    (name) =>
      `${name}: this value is published in the repository and refused in production (openssl rand -base64 33)`,
  );
}

/**
 * Checks the site's whole environment at boot, so a bad variable stops the process at start with its name
 * and the rule — never on the first request that happens to read it. Every problem is reported at once.
 * Checking `process.env` seals it: each slice is then memoised for the rest of the process (lib/env.ts).
 */
export function checkSiteEnvironment(source: EnvSource = process.env): void {
  const issues: string[] = [];
  for (const read of siteSlices) {
    try {
      read(source);
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      issues.push(...error.issues.filter((issue) => !issues.includes(issue)));
    }
  }
  // Read from the parsed slices, so only once they are valid.
  if (issues.length === 0) issues.push(...publishedSecretIssues(source));
  if (issues.length > 0) throw new EnvError(issues);
  if (source === process.env) sealEnvironment();
}
