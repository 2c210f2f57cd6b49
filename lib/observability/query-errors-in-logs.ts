import { describeError } from './describe-error';

/** Whether an error, or one it wraps, carries a failed query (drizzle's message repeats its parameters). */
const carriesQuery = (error: Error): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if ('query' in current) return true;
    current = current.cause;
  }
  return false;
};

/**
 * A database error's message repeats its query's parameters: a candidate's address being looked up or
 * erased, a name searched for. Next.js logs an error a page or an action did not catch whole, with
 * console.error; wrapped at boot, such an error is logged by its names and codes only (describeError).
 * Every other argument is logged as it was.
 */
export function keepQueryParametersOutOfLogs(target: Pick<Console, 'error'> = console): void {
  const write = target.error.bind(target);
  target.error = (...args: unknown[]) =>
    write(...args.map((arg) => (arg instanceof Error && carriesQuery(arg) ? describeError(arg) : arg)));
}
