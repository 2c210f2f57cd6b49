import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '@/lib/net/free-port';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';

export type PlatformProcess = {
  url: string;
  child: ChildProcess;
  peakRssMb: () => number;
  stop: () => Promise<void>;
};

/** The platform in its own process, as in production, so the load generator does not share its event loop. */
export async function startPlatformProcess(env: Record<string, string>): Promise<PlatformProcess> {
  const port = await freePort();
  const child = spawn('tsx', ['lib/platform/server/main.ts'], {
    env: { ...process.env, PLATFORM_PORT: String(port), PLATFORM_DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the platform exited during start-up');
    try {
      if ((await fetch(`${url}/_emulator/health`, { headers: emulatorHeaders })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the platform did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // tsx runs the server in a child of its own: read the peak RSS (VmHWM) of the node process serving the port.
  const serverPid = () => {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return Number(children.at(-1) ?? child.pid);
  };
  const peakRssMb = () => {
    const status = readFileSync(`/proc/${serverPid()}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  };
  return {
    url,
    child,
    peakRssMb,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
