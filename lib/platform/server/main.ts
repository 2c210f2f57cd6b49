import { EnvError, readPlatformEnv } from '@/lib/env';
import { describeGenerated } from './auth/production-credentials';
import { startPlatformServer } from './server';

/** `npm run platform`: the embedded platform alone, configured from the environment. */
async function main() {
  const env = readPlatformEnv();
  const server = await startPlatformServer(env);
  if (server.generatedCredentials)
    console.log(describeGenerated(server.generatedCredentials, env.PLATFORM_DATA_DIR));
  console.log(
    `[platform] listening on ${server.url} (data: ${env.PLATFORM_DATA_DIR}, rate algorithm: ${env.PLATFORM_RATE_ALGORITHM})`,
  );
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `[platform] failed to start: ${(error as Error).message}`,
  );
  process.exit(1);
});
