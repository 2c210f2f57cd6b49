import { pickTracking, type Tracking } from '@/lib/careers/source-details';
import { parseEmbedTheme, themeQuery, type EmbedTheme } from './embed-theme';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { queryEntries, type RawQuery } from '@/lib/net/query-entries';

/** What the loader passes to an embedded page in its query, after validation. */
export type EmbedParams = {
  theme: EmbedTheme;
  /** The framing page's origin, only when it is one of EMBED_ALLOWED_ORIGINS: messages go there and nowhere else. */
  hostOrigin?: string;
  tracking: Tracking;
  /**
   * The employer's `data-lang`, or the visitor's browser language the loader picked, when the site
   * speaks it (proxy.ts serves the page in it).
   */
  lang?: Locale;
  /**
   * The console's live preview (`preview=1`): staff looking at the embed, not visitors, so no page of it
   * is counted (lib/careers/visits). Anyone may set it; it only leaves their own visit out.
   */
  preview?: true;
};

/** The query pair that marks the console's preview, kept on every link inside it. */
export const PREVIEW_PAIR = ['preview', '1'] as const;

/** Reads the embed query; anything invalid is dropped, so a hand-edited URL still shows the page. */
export function parseEmbedParams(params: RawQuery, allowedOrigins: readonly string[]): EmbedParams {
  const entries = queryEntries(params);
  const first = (key: string) => entries.find(([name]) => name === key)?.[1];
  const origin = first('origin');
  return {
    theme: parseEmbedTheme({ accent: first('accent'), font: first('font'), radius: first('radius') }),
    ...(origin && allowedOrigins.includes(origin) ? { hostOrigin: origin } : {}),
    tracking: pickTracking(entries),
    ...(isLocale(first('lang')) ? { lang: first('lang') as Locale } : {}),
    ...(first(PREVIEW_PAIR[0]) === PREVIEW_PAIR[1] ? { preview: true as const } : {}),
  };
}

/** The validated parameters as query pairs: every link inside the embed carries them, so paging keeps them. */
export function embedQuery(params: EmbedParams): [string, string][] {
  return [
    ...(params.hostOrigin ? [['origin', params.hostOrigin] as [string, string]] : []),
    ...themeQuery(params.theme),
    ...Object.entries(params.tracking),
    ...(params.lang ? [['lang', params.lang] as [string, string]] : []),
    ...(params.preview ? [[...PREVIEW_PAIR] as [string, string]] : []),
  ];
}

/**
 * The frame's own parameters (the host page's origin, for sizing; the theme; the language) without the
 * campaign, as a query string: what the pages after an application (its status, withdrawing it) keep.
 */
export function frameQuery(params: EmbedParams): string {
  return new URLSearchParams(embedQuery({ ...params, tracking: {} })).toString();
}
