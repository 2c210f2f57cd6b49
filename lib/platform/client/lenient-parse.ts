import type { z } from 'zod';

type Path = PropertyKey[];
export type LenientResult<T> =
  { success: true; data: T; dropped: string[] } | { success: false; error: string };

/** Deletes the value at `path` (an array item is spliced out); false when there was nothing there. */
function removeAt(root: unknown, path: Path): boolean {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  const last = path.at(-1);
  if (last === undefined || parent === null || typeof parent !== 'object') return false;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (last >= parent.length) return false;
    parent.splice(last, 1);
    return true;
  }
  if (!Object.hasOwn(parent, last)) return false;
  delete (parent as Record<PropertyKey, unknown>)[last];
  return true;
}

const describe = (path: Path) => path.map(String).join('.') || '(root)';

/**
 * Tolerant reading of a platform record: where a part the schema marks optional is malformed, that part
 * is dropped (and named in `dropped`) instead of failing the record; an array item that cannot be read is
 * left out. Only what the schema requires can fail it. The schema stays the one documented shape.
 */
export function parseLeniently<T extends z.ZodType>(
  schema: T,
  value: unknown,
  maxRepairs = 50,
): LenientResult<z.output<T>> {
  let current: unknown;
  try {
    current = structuredClone(value);
  } catch {
    return { success: false, error: '(root): not plain data' };
  }
  const dropped: string[] = [];
  for (let repair = 0; repair <= maxRepairs; repair++) {
    const result = schema.safeParse(current);
    if (result.success) return { success: true, data: result.data, dropped };
    const issue = result.error.issues[0];
    if (!issue) break;
    // The part itself, else the nearest enclosing part that is there to drop. A required part that was
    // dropped comes back as missing, with nothing left to drop above it but the root: that fails.
    const path: Path = [...issue.path];
    let removed = false;
    while (path.length > 0 && !(removed = removeAt(current, path))) path.pop();
    if (!removed) return { success: false, error: `${describe(issue.path)}: ${issue.message}` };
    dropped.push(describe(path));
  }
  return { success: false, error: 'too many malformed parts' };
}
