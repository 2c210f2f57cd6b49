import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run dev` / `npm start`: the embedded platform (seeded, on PLATFORM_PORT) and the site, in one
 * command. The platform is started only when PLATFORM_API_URL is unset, i.e. no real one is configured.
 */
const mode = process.argv[2] === 'start' ? 'start' : 'dev';
const children: ChildProcess[] = [];
const platformPort = process.env.PLATFORM_PORT ?? '4010';

function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    // One part gone means the whole thing is broken: stop the rest rather than half-run.
    if (!stopping) shutdown(code ?? 1);
  });
  return child;
}

const DEMO_BANNER = [
  '',
  '*'.repeat(78),
  '*  DEMO PLATFORM: PLATFORM_API_URL is not set, so the site runs against the embedded',
  '*  platform (a demo and test double with synthetic data), NOT a real recruiting platform.',
  '*  Set PLATFORM_API_URL (and its credentials) to use a real one.',
  '*'.repeat(78),
  '',
].join('\n');

let stopping = false;
function shutdown(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // The site finishes or releases its deliveries on SIGTERM (lib/cluster/shutdown.ts): wait for it.
  const exited = children.map(
    (child) =>
      new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
  );
  void Promise.all(exited).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Ready once the platform answers with anything but its "Starting" 503 (the test controls may be off). */
async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status !== 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the platform did not become healthy at ${url}`);
}

/** A production start's platform generates its credentials (data dir); the site gets its part of them. */
function generatedSiteCredentials(): Record<string, string> {
  const file = join(process.env.PLATFORM_DATA_DIR ?? '.data/platform', 'credentials.json');
  if (!existsSync(file)) return {};
  const { clientSecrets } = JSON.parse(readFileSync(file, 'utf8')) as {
    clientSecrets: Record<string, string>;
  };
  const handed: Record<string, string> = {};
  if (!process.env.PLATFORM_CLIENT_SECRET && clientSecrets['career-site'])
    handed.PLATFORM_CLIENT_SECRET = clientSecrets['career-site'];
  if (!process.env.ADMIN_OAUTH_CLIENT_SECRET && clientSecrets['career-site-admin'])
    handed.ADMIN_OAUTH_CLIENT_SECRET = clientSecrets['career-site-admin'];
  return handed;
}

async function main() {
  const siteEnv: Record<string, string> = {};
  // In production the site handles SIGTERM itself (graceful shutdown) rather than Next exiting at once.
  if (mode === 'start') siteEnv.NEXT_MANUAL_SIG_HANDLE = 'true';
  if (!process.env.PLATFORM_API_URL) {
    if (mode === 'start') console.log(DEMO_BANNER);
    run('tsx', ['lib/platform/server/main.ts'], {
      PLATFORM_PORT: platformPort,
      PLATFORM_STATUS_ADVANCE_S: process.env.PLATFORM_STATUS_ADVANCE_S ?? (mode === 'dev' ? '60' : ''),
      // A production start: the demo's fixed secrets are refused and the test controls are off.
      ...(mode === 'start' ? { NODE_ENV: 'production' } : {}),
    });
    await waitForHealth(`http://localhost:${platformPort}/`, 60_000);
    siteEnv.PLATFORM_API_URL = `http://localhost:${platformPort}`;
    if (mode === 'start') Object.assign(siteEnv, generatedSiteCredentials());
    // `next start` runs in production, where the staff console needs AUTH_SECRET; for this local setup one
    // per start will do (console sessions end on restart). A real deployment sets its own.
    if (mode === 'start' && !process.env.AUTH_SECRET)
      siteEnv.AUTH_SECRET = randomBytes(32).toString('base64url');
    // Production requires the public URL; this local demo is served on localhost.
    if (mode === 'start' && !process.env.AUTH_URL)
      siteEnv.AUTH_URL = `http://localhost:${process.env.PORT ?? 3000}`;
  }
  if (mode === 'start' && !existsSync('.next/BUILD_ID')) {
    await new Promise<void>((resolve, reject) =>
      spawn('next', ['build'], { stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error('next build failed')),
      ),
    );
  }
  run('next', [mode], siteEnv);
}

main().catch((error: unknown) => {
  console.error(`[run] ${(error as Error).message}`);
  shutdown(1);
});
