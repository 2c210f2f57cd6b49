import { defineConfig } from 'drizzle-kit';

// Only for `drizzle-kit generate`: migrations are committed and applied by the servers at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/platform/server/store/schema.ts',
  out: './lib/platform/server/store/migrations',
});
