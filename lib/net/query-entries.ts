/** A page's query as Next hands it to a page, or as the URL API holds it. */
export type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every name and value of a query in order, a repeated name once per value. */
export function queryEntries(params: RawQuery): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
  );
}

/** A same-site address (which may carry a query already) with `name=value` added to its query. */
export const withQueryValue = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
