import 'server-only';
import {
  ERASED_ASKED_QUERY,
  ERASED_PAGE_PATH,
  erasePagePath,
  statusPagePath,
  updatesPagePath,
  withdrawPagePath,
} from '@/lib/careers/status-link';
import type { RawQuery } from '@/lib/net/query-entries';
import { getEmbedAllowedOrigins } from './embed-config';
import { frameQuery, parseEmbedParams } from './embed-params';

/** The longest frame query read: the loader's is a few hundred characters. */
const FRAME_QUERY_MAX_LENGTH = 2_000;

/**
 * A frame's own parameters read again from a request's query, or from a form's bound value, which a
 * hand-made post can set to anything: only what parses as the loader's parameters is kept.
 */
export function readFrameQuery(raw: RawQuery | string): string {
  const query = typeof raw === 'string' ? new URLSearchParams(raw.slice(0, FRAME_QUERY_MAX_LENGTH)) : raw;
  return frameQuery(parseEmbedParams(query, getEmbedAllowedOrigins()));
}

const inFrame = (path: string, query: string) => `/embed${path}${query ? `?${query}` : ''}`;

/** An application's status page inside the employer's frame, keeping the frame's look and sizing. */
export const embedStatusPath = (token: string, query: string) => inFrame(statusPagePath(token), query);

/** Its "Withdraw your application?" page, inside the frame. */
export const embedWithdrawPath = (token: string, query: string) => inFrame(withdrawPagePath(token), query);

/** Its "Emails about your application" page, inside the frame. */
export const embedUpdatesPath = (token: string, query: string) => inFrame(updatesPagePath(token), query);

/** Its "Delete your details from this site?" page, inside the frame. */
export const embedErasePath = (token: string, query: string) => inFrame(erasePagePath(token), query);

/** The page that says it was deleted, inside the frame (`asked`: staff were asked about the platform's copy). */
export const embedErasedPath = (query: string, asked: boolean) =>
  inFrame(ERASED_PAGE_PATH, [query, asked ? ERASED_ASKED_QUERY : ''].filter(Boolean).join('&'));
