import 'server-only';
import { headers } from 'next/headers';
import { getEmbedAllowedOrigins } from './embed-config';
import { parseEmbedParams, type EmbedParams } from './embed-params';
import { EMBED_QUERY_HEADER } from './frame-policy';

/**
 * The frame's parameters on this request, as proxy.ts passes them on: for the layout and the not-found
 * pages, which get no searchParams, so their links keep the frame's host, theme, language and campaign.
 */
export async function requestEmbedParams(): Promise<EmbedParams> {
  const query = (await headers()).get(EMBED_QUERY_HEADER) ?? '';
  return parseEmbedParams(new URLSearchParams(query), getEmbedAllowedOrigins());
}
