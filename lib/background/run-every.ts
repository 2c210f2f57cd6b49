/**
 * A background task of the worker: once shortly after start (at most a minute; not with `early: false`),
 * then every `intervalMs`, never keeping the process alive. A failure is logged by its name only (a
 * message could quote an address or application data) and the next round runs as planned. Returns how
 * to stop it.
 */
export function runEvery(
  what: string,
  task: () => Promise<unknown>,
  intervalMs: number,
  { early = true }: { early?: boolean } = {},
): () => void {
  const run = () =>
    task().catch((error: unknown) =>
      console.error(`[${what}] failed:`, error instanceof Error ? error.name : typeof error),
    );
  const first = early ? setTimeout(run, Math.min(intervalMs, 60_000)) : undefined;
  const every = setInterval(run, intervalMs);
  first?.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
