import { serve } from '@hono/node-server';
import { createStandinApp } from './standin-app';

/** `tsx lib/platform/standin/main.ts`: the stand-in platform on STANDIN_PORT (tests only; see standin-app.ts). */
const port = Number(process.env.STANDIN_PORT ?? 4610);
serve({
  fetch: createStandinApp({
    clientId: process.env.STANDIN_CLIENT_ID ?? 'northwind-career-site',
    clientSecret: process.env.STANDIN_CLIENT_SECRET ?? 'northwind-test-only-secret',
    scope: 'candidate_applications_manage candidates_read',
  }).fetch,
  port,
  hostname: '127.0.0.1',
});
console.log(`stand-in platform (documented samples only) on http://127.0.0.1:${port}`);
