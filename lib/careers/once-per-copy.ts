/**
 * `derive`, worked out once per copy of a list: the job source hands out the same array of open
 * postings until it refreshes, so what is derived from it (facets, ad versions, search words) is
 * derived once per refresh, not on every page view. A copy no longer held is forgotten with it.
 */
export function oncePerCopy<List extends object, Derived>(
  derive: (list: List) => Derived,
): (list: List) => Derived {
  const derived = new WeakMap<List, Derived>();
  return (list) => {
    if (!derived.has(list)) derived.set(list, derive(list));
    return derived.get(list) as Derived;
  };
}
