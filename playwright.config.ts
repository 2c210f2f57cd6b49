import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser here: use Debian's chromium when it is installed.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4110);
/** The site's own data (outbox, mail) for this run only: removed before the server starts. */
export const e2eDataDir = `.data/e2e-${sitePort}`;
// The employer page of e2e/embed.spec.ts (another origin: 127.0.0.1 while the site is on localhost).
const embedHostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? sitePort + 1);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'retain-on-failure',
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
      env: { PLATFORM_PORT: String(platformPort), PLATFORM_DATA_DIR: 'memory://' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${e2eDataDir} && npx next build && npx next start -p ${sitePort}`,
      url: `http://localhost:${sitePort}`,
      env: {
        PLATFORM_API_URL: `http://localhost:${platformPort}`,
        SITE_URL: `http://localhost:${sitePort}`,
        SITE_DATA_DIR: `${e2eDataDir}/site`,
        MAIL_DIR: `${e2eDataDir}/mail`,
        // Playwright fills a form faster than a person; the spam rule itself is covered by unit tests.
        APPLY_MIN_FILL_MS: '200',
        DELIVERY_POLL_MS: '250',
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${embedHostPort}`,
      },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
