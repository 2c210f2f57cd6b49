import {
  EnvError,
  sealEnvironment,
  readAdminAuthEnv,
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
];

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
  if (issues.length > 0) throw new EnvError(issues);
  if (source === process.env) sealEnvironment();
}
