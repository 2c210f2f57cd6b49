import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';

/**
 * `npm run cluster -- N`: N site instances (`next start`, production build) on one PostgreSQL and one
 * Redis, behind a round-robin proxy on :3000, with the embedded platform on :4010 — a local check of
 * scale-out without Docker. Uses DATABASE_URL and REDIS_URL when set, else starts throwaway ones
 * (.ci/postgres.sh, .ci/redis.sh; Debian's `postgresql` and `redis-server`).
 */
const count = Number(process.argv[2] ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('usage: npm run cluster -- <instances, 1–16>');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
const platformPort = process.env.PLATFORM_PORT ?? '4010';
const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];

function throwaway(script: string, what: string): string {
  const url = spawnSync('bash', [script], { encoding: 'utf8' }).stdout.trim();
  if (!url) throw new Error(`could not start a throwaway ${what} (${script}); set its URL instead`);
  return url;
}

function run(command: string, args: string[], env: Record<string, string>, label: string) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 15_000)),
  ]);
  for (const cleanup of cleanups) cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/** Round robin over the healthy instances; an instance that refuses the connection is skipped. */
function startProxy(targets: number[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const forward = (tries: number) => {
      const target = targets[next++ % targets.length]!;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () =>
        tries > 1 && !response.headersSent ? forward(tries - 1) : response.destroy(),
      );
      request.pipe(upstream);
    };
    forward(targets.length);
  });
  server.listen(port);
  return server;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || throwaway('.ci/postgres.sh', 'PostgreSQL');
  if (!process.env.DATABASE_URL) {
    // As .ci/run stops it: the script left its directory's name in /tmp/ci-postgres.dir.
    const stopPostgres =
      'dir=$(cat /tmp/ci-postgres.dir) && runuser -u postgres -- "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl" -D "$dir/data" -m fast stop && rm -rf "$dir" /tmp/ci-postgres.dir';
    cleanups.push(() => spawnSync('bash', ['-c', stopPostgres], { stdio: 'ignore' }));
  }
  const redisUrl = process.env.REDIS_URL || throwaway('.ci/redis.sh', 'Redis');
  if (!process.env.REDIS_URL)
    cleanups.push(() => spawnSync('redis-cli', ['-u', redisUrl, 'shutdown', 'nosave'], { stdio: 'ignore' }));
  if (!existsSync('.next/BUILD_ID')) {
    const built = spawnSync('next', ['build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const siteEnv: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NEXT_MANUAL_SIG_HANDLE: 'true',
    // One secret for every instance, so a console session works whichever instance answers.
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    AUTH_URL: process.env.AUTH_URL ?? `http://localhost:${port}`,
  };
  if (!process.env.PLATFORM_API_URL) {
    run('tsx', ['lib/platform/server/main.ts'], { PLATFORM_PORT: platformPort }, 'platform');
    await waitFor(`http://localhost:${platformPort}/_emulator/health`, 60_000);
    siteEnv.PLATFORM_API_URL = `http://localhost:${platformPort}`;
  }
  const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
  ports.forEach((sitePort, i) =>
    run(
      'next',
      ['start', '-p', String(sitePort)],
      { ...siteEnv, INSTANCE_NAME: `site-${i + 1}` },
      `site-${i + 1}`,
    ),
  );
  await Promise.all(ports.map((sitePort) => waitFor(`http://localhost:${sitePort}/api/health`, 120_000)));
  startProxy(ports);
  console.log(
    `[cluster] ${count} instances on ${ports.map((p) => `:${p}`).join(', ')} behind http://localhost:${port}` +
      ` (PostgreSQL ${new URL(databaseUrl).host}, Redis ${new URL(redisUrl).host}); Ctrl-C stops them gracefully`,
  );
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${(error as Error).message}`);
  void stop(1);
});
