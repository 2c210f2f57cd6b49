import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { runDirectory } from './e2e/support/run-dir';

// Playwright cannot download its own browser here: use Debian's chromium when it is installed.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4110);
const siteUrl = `http://localhost:${sitePort}`;
// A fresh site database per run, seeded with outbox rows the staff console tests need
// (e2e/support/seed-site-outbox.ts).
const siteDataDir = runDirectory('E2E_SITE_DATA_DIR', 'career-site-e2e-');
// The employer page of e2e/embed.spec.ts (another origin: 127.0.0.1 while the site is on localhost).
const embedHostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? sitePort + 1);

export default defineConfig({
  testDir: './e2e',
  // Against the stand-in platform of documented samples: playwright.standin.config.ts.
  testIgnore: 'standin/**',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    // No smooth scrolling (globals.css honours the preference): a click that Playwright aims while the
    // page glides to its target can land beside it ("clicking the checkbox did not change its state").
    reducedMotion: 'reduce',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npm run platform`,
      url: `http://localhost:${platformPort}/_emulator/health`,
      env: {
        PLATFORM_PORT: String(platformPort),
        PLATFORM_DATA_DIR: 'memory://',
        // The staff console's sign-in comes back to this run's site port.
        PLATFORM_ADMIN_REDIRECT_URIS: `${siteUrl}/api/auth/callback/platform`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/support/seed-site-outbox.ts && npx next build && npx next start -p ${sitePort}`,
      url: siteUrl,
      env: {
        PLATFORM_API_URL: `http://localhost:${platformPort}`,
        SITE_URL: siteUrl,
        // The site's own data (outbox, mail) for this run only; PGlite even where CI has a Postgres.
        DATABASE_URL: '',
        SITE_DATA_DIR: path.join(siteDataDir, 'site'),
        MAIL_DIR: path.join(siteDataDir, 'mail'),
        // Playwright fills a form faster than a person; the spam rule itself is covered by unit tests.
        APPLY_MIN_FILL_MS: '200',
        DELIVERY_POLL_MS: '250',
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${embedHostPort}`,
        // e2e/embed.spec.ts: a campaign from the partner page becomes these documented source ids.
        SOURCE_MAPPING: JSON.stringify({
          'partner-page': { sourceTypeId: 'partner', sourceSubTypeId: 'embed', sourceId: 'partner-page' },
        }),
        // e2e/apply-limits.spec.ts speaks from its own X-Forwarded-For address; the wait is kept short.
        // Every test that sends no such address applies from the same one, and the whole run (within an
        // hour) brings that one close to the challenge threshold: a new test that applies sends its own.
        TRUST_PROXY: '1',
        APPLY_CHALLENGE_WAIT_S: '2',
        // e2e/job-alerts.spec.ts runs the alert check itself; the schedule stays out of its way.
        ALERTS_CHECK_TOKEN: 'e2e-only-alerts-check-token',
        ALERTS_CHECK_INTERVAL_MS: '86400000',
        // e2e/application-status.spec.ts likewise runs the status-updates check, asking about every
        // application each round.
        STATUS_UPDATES_CHECK_TOKEN: 'e2e-only-status-updates-token',
        STATUS_UPDATES_CHECK_INTERVAL_MS: '86400000',
        STATUS_UPDATES_RECHECK_MS: '0',
        // ...and subscribes to the platform's status events, which mail a candidate with no round asked.
        PLATFORM_WEBHOOKS: '1',
        // e2e/monitoring.spec.ts scrapes the site's figures.
        METRICS_TOKEN: 'e2e-only-metrics-token',
        // e2e/admin.spec.ts: staff hear of the refused applications seeded above.
        STAFF_NOTIFY_EMAIL: 'e2e-staff@acme.example',
        STAFF_NOTIFY_INTERVAL_MS: '2000',
        AUTH_URL: siteUrl,
        // Test-only: `next start` runs in production mode, which requires a secret.
        AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdefghijklmnop',
      },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
