import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { runDirectory } from './e2e/support/run-dir';
import main from './playwright.config';

/**
 * The whole site against the stand-in platform (lib/platform/standin), which serves only the real
 * platform's documented samples — not our emulator. It reuses the production build the main run made
 * (`npm run test:e2e` runs that first; alone, run `npx next build` before).
 */
const sitePort = Number(process.env.E2E_STANDIN_SITE_PORT ?? 3150);
const standinPort = Number(process.env.E2E_STANDIN_PORT ?? 4150);
const siteUrl = `http://localhost:${sitePort}`;
const dataDir = runDirectory('E2E_STANDIN_DATA_DIR', 'career-site-standin-');
const standinUrl = `http://127.0.0.1:${standinPort}`;

export default defineConfig({
  ...main,
  testDir: './e2e/standin',
  testIgnore: undefined,
  use: { ...main.use, baseURL: siteUrl },
  webServer: [
    {
      command: 'npx tsx lib/platform/standin/main.ts',
      url: `${standinUrl}/v1/companies/NorthwindTradersGmbH/postings`,
      env: { STANDIN_PORT: String(standinPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${sitePort}`,
      url: siteUrl,
      env: {
        PLATFORM_API_URL: standinUrl,
        PLATFORM_COMPANY_ID: 'NorthwindTradersGmbH',
        PLATFORM_CLIENT_ID: 'northwind-career-site',
        PLATFORM_CLIENT_SECRET: 'northwind-test-only-secret',
        SITE_URL: siteUrl,
        DATABASE_URL: '',
        SITE_DATA_DIR: path.join(dataDir, 'site'),
        MAIL_DIR: path.join(dataDir, 'mail'),
        APPLY_MIN_FILL_MS: '200',
        // This second deployment also tries a setting the main suite's does not: distances in miles.
        SITE_DISTANCE_UNIT: 'mi',
        DELIVERY_POLL_MS: '250',
        AUTH_URL: siteUrl,
        // Test-only: `next start` runs in production mode, which requires a secret.
        AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdefghijklmnop',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
