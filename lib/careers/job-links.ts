import { jobSearchHref, type JobSearch } from './job-search';

/**
 * Where the job pages link to. The site and the embed show the same components; only the addresses
 * differ (the embed stays under /embed and carries its theme and tracking along).
 */
export type JobLinks = {
  list: (search?: Partial<JobSearch>) => string;
  posting: (postingId: string) => string;
  /** The search form's action, and the hidden fields it must send so a search keeps them. */
  searchAction: string;
  carried: readonly [string, string][];
};

export const siteJobLinks: JobLinks = {
  list: (search = {}) => jobSearchHref(search),
  posting: (postingId) => `/jobs/${encodeURIComponent(postingId)}`,
  searchAction: '/',
  carried: [],
};

export function embedJobLinks(carried: readonly [string, string][]): JobLinks {
  const query = new URLSearchParams(carried as [string, string][]).toString();
  return {
    list: (search = {}) => jobSearchHref(search, '/embed/jobs', carried),
    posting: (postingId) => `/embed/jobs/${encodeURIComponent(postingId)}${query ? `?${query}` : ''}`,
    searchAction: '/embed/jobs',
    carried,
  };
}
