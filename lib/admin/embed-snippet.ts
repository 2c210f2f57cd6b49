import { embedQuery, PREVIEW_PAIR } from '@/lib/embed/embed-params';
import { parseEmbedTheme } from '@/lib/embed/embed-theme';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/security/escape-html';
import { SEARCH_RADII } from '@/lib/careers/near/distance-unit';
import { employmentTypeFilters } from '@/lib/careers/job';

/** The options of the embed snippet builder. */
export type EmbedOptions = {
  kind: 'jobs' | 'posting';
  postingId?: string;
  accent?: string;
  font?: string;
  radius?: number;
  /** The frame's language; none: the visitor's own, as the site negotiates it. */
  lang?: string;
  /** A list narrowed to one team (department id) or one country (ISO code): a team's own page. */
  department?: string;
  country?: string;
  /** A list narrowed to a city, and with `within` the distance around it (the site's unit): a shop's page. */
  city?: string;
  within?: number;
  /** A list narrowed to one contract, as the list's filter writes it (`intern`): a students' page. */
  employmentType?: string;
};

/** The link readers without scripts see inside the element, in each language (messages/<locale>/embed.json). */
export type FallbackWords = Record<Locale, { jobsFallbackLink: string; postingFallbackLink: string }>;

export const embedFonts = [
  'system-ui',
  'Georgia',
  'Verdana',
  'Arial',
  'Helvetica',
  'Times New Roman',
] as const;

const POSTING_ID = /^[\w-]{1,100}$/;
const DEPARTMENT_ID = POSTING_ID;
const COUNTRY = /^[a-z]{2}$/;
/** As the loader checks it (public/embed.js): no markup, and no longer than the list's own field. */
const CITY = /^[^<>]{1,100}$/;
const EMPLOYMENT_TYPES: readonly string[] = employmentTypeFilters.map((type) => type.toLowerCase());

/**
 * What the embedded page is asked for: the posting, theme and language, checked by the rules the site
 * itself applies to the frame's query (embed-theme.ts, embed-params.ts), so the snippet never carries a
 * value the loader or the site would drop.
 */
function validOptions(options: EmbedOptions) {
  const postingId =
    options.kind === 'posting' && options.postingId && POSTING_ID.test(options.postingId)
      ? options.postingId
      : undefined;
  const theme = parseEmbedTheme({
    accent: options.accent,
    font: options.font,
    radius: options.radius === undefined ? undefined : String(options.radius),
  });
  const lang = isLocale(options.lang) ? options.lang : undefined;
  const list = options.kind === 'jobs';
  const city = list && options.city && CITY.test(options.city.trim()) ? options.city.trim() : undefined;
  // A distance only around a city, and only one the list accepts.
  const within =
    city && (SEARCH_RADII as readonly number[]).includes(options.within ?? 0)
      ? String(options.within)
      : undefined;
  // department, country, city, within, employmentType: the list's own parameters.
  const wanted: [string, string | false | undefined][] = [
    [
      'department',
      list && options.department && DEPARTMENT_ID.test(options.department) && options.department,
    ],
    ['country', list && options.country && COUNTRY.test(options.country) && options.country],
    ['city', city],
    ['within', within],
    [
      'employmentType',
      list &&
        options.employmentType &&
        EMPLOYMENT_TYPES.includes(options.employmentType) &&
        options.employmentType,
    ],
  ];
  const filters = wanted.filter((pair): pair is [string, string] => Boolean(pair[1]));
  return {
    postingId,
    filters,
    query: embedQuery({ theme, tracking: {}, ...(lang ? { lang } : {}) }),
    lang,
  };
}

/**
 * The HTML an employer pastes: the element, holding a link to the same page on the career site for readers
 * without scripts (the loader replaces it with the frame), and the loader script. Unsafe values are left out.
 */
export function buildEmbedSnippet(siteUrl: string, options: EmbedOptions, words: FallbackWords): string {
  const { postingId, filters, query, lang } = validOptions(options);
  const posting: [string, string][] = postingId ? [['posting', postingId]] : [];
  const pairs: [string, string][] = [['careers-embed', options.kind], ...posting, ...filters, ...query];
  const attributes = pairs.map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`).join('');
  const locale = lang ?? defaultLocale;
  const narrowed = new URLSearchParams(filters).toString();
  const path =
    localizedPath(locale, postingId ? `/jobs/${postingId}` : '/') + (narrowed ? `?${narrowed}` : '');
  const text = postingId ? words[locale].postingFallbackLink : words[locale].jobsFallbackLink;
  const link = `<a href="${escapeHtml(siteUrl + path)}">${escapeHtml(text)}</a>`;
  return `<div${attributes}>\n  ${link}\n</div>\n<script src="${escapeHtml(siteUrl)}/embed.js" async></script>`;
}

/**
 * The embedded page the snippet shows, with its theme and language, for the live preview: marked as
 * the preview, so staff clicking about in it are not counted as visitors.
 */
export function embedPreviewPath(options: EmbedOptions): string {
  const { postingId, filters, query } = validOptions(options);
  const search = new URLSearchParams([...filters, ...query, [...PREVIEW_PAIR]]).toString();
  return `/embed/jobs${postingId ? `/${postingId}` : ''}${search ? `?${search}` : ''}`;
}
