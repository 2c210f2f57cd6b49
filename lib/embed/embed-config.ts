import 'server-only';
import { readEmbedEnv } from '@/lib/env';

let cached: readonly string[] | undefined;

/** The origins allowed to frame the embed routes (EMBED_ALLOWED_ORIGINS), read once when the site runs. */
export function getEmbedAllowedOrigins(): readonly string[] {
  cached ??= readEmbedEnv().EMBED_ALLOWED_ORIGINS;
  return cached;
}
