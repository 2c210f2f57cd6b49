/** Form values arrive untyped (react-hook-form, FormData): only a plain object is read as a record. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
