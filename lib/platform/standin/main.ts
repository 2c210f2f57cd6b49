import { serve } from '@hono/node-server';
import { readStandinEnv } from '@/lib/env';
import { createStandinApp } from './standin-app';

/** `tsx lib/platform/standin/main.ts`: the stand-in platform on STANDIN_PORT (tests only; see standin-app.ts). */
const env = readStandinEnv();
serve({
  fetch: createStandinApp({
    clientId: env.STANDIN_CLIENT_ID,
    clientSecret: env.STANDIN_CLIENT_SECRET,
    scope: 'candidate_applications_manage candidates_read',
  }).fetch,
  port: env.STANDIN_PORT,
  hostname: '127.0.0.1',
});
console.log(`stand-in platform (documented samples only) on http://127.0.0.1:${env.STANDIN_PORT}`);
