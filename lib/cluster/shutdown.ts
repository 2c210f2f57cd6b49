/** One step of shutting down, named for the log. */
export type ShutdownStep = { name: string; run: () => Promise<string | void> };

let draining = false;

/** True once SIGTERM arrived: the health check answers 503 so the proxy sends new requests elsewhere. */
export function isDraining(): boolean {
  return draining;
}

/**
 * On SIGTERM (or SIGINT), runs the steps in order — stop taking work, finish or release what is under
 * way, leave the cluster — then exits. A second signal (after 2 s) exits at once. Each step's failure is logged
 * and the next still runs: an instance must not hang on its way out.
 */
export function installGracefulShutdown(
  steps: () => ShutdownStep[],
  log: (line: string) => void = (line) => console.log(line),
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let firstAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches both a runner and its children: a repeat within 2 s is the same request.
    if (draining) return Date.now() - firstAt > 2_000 ? exit(1) : undefined;
    draining = true;
    firstAt = Date.now();
    log(`[shutdown] ${signal}: no new work; finishing what is under way`);
    void (async () => {
      for (const step of steps()) {
        try {
          const said = await step.run();
          log(`[shutdown] ${step.name}${said ? `: ${said}` : ''}`);
        } catch (error) {
          log(`[shutdown] ${step.name} failed: ${error instanceof Error ? error.message : 'unknown error'}`);
        }
      }
      exit(0);
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Resolves at `at` (a Date.now() time), at once if it has passed. */
export function sleepUntil(at: number, now: () => number = Date.now): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, at - now())));
}
