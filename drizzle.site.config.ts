import { defineConfig } from 'drizzle-kit';

// The site's own database (lib/db), apart from the platform's (drizzle.config.ts). Only for
// `drizzle-kit generate --config drizzle.site.config.ts`: the site applies the migrations when it opens.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
