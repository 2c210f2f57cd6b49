/**
 * A posting's id as the platform writes it, a uuid (any case; posting-to-job.ts keeps it in lower case):
 * what the site's addresses, a saved list and the applied marks may name.
 */
export const POSTING_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
