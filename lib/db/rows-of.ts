/** Rows from `db.execute`, whichever driver answered (PGlite wraps them, postgres-js does not). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
