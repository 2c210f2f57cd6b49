/**
 * Who may frame the embed routes: the allowed employer pages, and the site itself (the staff console's
 * snippet preview). The origins were validated by lib/env.ts, so none can smuggle in a directive.
 */
export function embedFrameAncestors(allowedOrigins: readonly string[]): string[] {
  return ["'self'", ...allowedOrigins];
}

/** Request header through which proxy.ts hands the embed query to the layout (layouts get no searchParams). */
export const EMBED_QUERY_HEADER = 'x-careers-embed-query';

/** Whether a site path (without its language prefix; a query may follow) is one of the embed's pages. */
export const isEmbedPath = (path: string) => path === '/embed' || /^\/embed[/?]/.test(path);
