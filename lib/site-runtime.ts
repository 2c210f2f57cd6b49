/**
 * The process's long-lived parts (database, platform client, caches, workers, keys), each made once per
 * process under a name. They live on globalThis because Next may load a module once per route bundle
 * (and again on a dev reload): a second PGlite on one directory would corrupt it, a second pacer would
 * double the platform budget.
 */
const slot = Symbol.for('career-site.runtime');
const holder = globalThis as { [slot]?: Map<string, unknown> };
const parts = (holder[slot] ??= new Map<string, unknown>());

/** The part named `name`, made by `make` on first use. */
export function processPart<T>(name: string, make: () => T): T {
  if (!parts.has(name)) parts.set(name, make());
  return parts.get(name) as T;
}

/**
 * An asynchronous part, opened on first use; a failed opening is forgotten, so the next caller tries
 * again (a database that was not up yet).
 */
export function openedProcessPart<T>(name: string, open: () => Promise<T>): Promise<T> {
  return processPart(name, () => {
    const opening = Promise.resolve().then(open);
    opening.catch(() => {
      if (parts.get(name) === opening) parts.delete(name);
    });
    return opening;
  });
}

/** Takes a part out (shutdown, tests): the next use makes a new one. Returns what was there. */
export function releaseProcessPart<T>(name: string): T | undefined {
  const part = parts.get(name) as T | undefined;
  parts.delete(name);
  return part;
}
