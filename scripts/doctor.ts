import { existsSync } from 'node:fs';
import { EnvError, readPlatformClientEnv } from '@/lib/env';
import { formatReport } from '@/lib/doctor/format-report';
import { runDoctor } from '@/lib/doctor/run-doctor';

/** `npm run doctor`: checks the platform the environment points at (PLATFORM_* variables, see the README). */
async function main() {
  // The same files `next start` reads; variables already set in the environment win, as there.
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file);
  let env;
  try {
    env = readPlatformClientEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${error.message}\n\nFix these variables, then run the doctor again.`);
    process.exit(2);
  }
  const report = await runDoctor(env);
  console.log(formatReport(report));
  process.exit(report.ok ? 0 : 1);
}

void main();
