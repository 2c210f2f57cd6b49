import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The real package throws when imported outside a React server bundle.
    alias: {
      'server-only': fileURLToPath(new URL('./lib/test-support/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers fit the 2-core machine.
    maxWorkers: 2,
  },
});
