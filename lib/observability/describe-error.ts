/**
 * A log line for an unexpected error that carries no request data: a database error's message repeats the
 * query's parameters (names, emails), so only error names and codes are logged, never messages of
 * errors that wrap a query.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    // Some libraries leave `name` as "Error": the class says more.
    const name = current.name === 'Error' ? current.constructor.name : current.name;
    const wrapsQuery = 'query' in current;
    parts.push(
      `${name}${typeof code === 'string' ? ` ${code}` : ''}${wrapsQuery ? '' : `: ${current.message.slice(0, 200)}`}`,
    );
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(' ← ') : typeof error;
}
