import { splitLocale, localizedPath } from './locale-paths';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from './locales';
import { negotiateLocale } from './negotiate';

/** Paths whose language follows the URL; the console, route handlers and files are always English. */
const candidatePage = (path: string) =>
  !/^\/(admin|api|page-cache|_next)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

export type LocaleDecision =
  /** Send the browser to the same page in its language (or to English without the prefix). */
  | { kind: 'redirect'; pathname: string; remember?: Locale }
  /** Serve the page at `path` in `locale`; `remember` sets the cookie. */
  | { kind: 'serve'; locale: Locale; path: string; remember?: Locale };

/**
 * Which language a request is answered in. The URL decides: `/de/…` is German (and the choice is kept
 * in a cookie), `/…` is English. A first visit without a prefix or a cookie goes to the language the
 * browser asks for; a kept choice is honoured the same way, so the switcher's choice sticks. `/en/…` is
 * how the switcher chooses English: remembered, then sent to the unprefixed address. The embed takes its
 * language from `lang` in its query (the employer's `data-lang`, or the loader's pick of the visitor's
 * browser languages without it).
 */
export function decideLocale(request: {
  pathname: string;
  searchParams: URLSearchParams;
  cookie: string | undefined;
  acceptLanguage: string | null;
}): LocaleDecision {
  const { locale: prefixed, path } = splitLocale(request.pathname);
  if (path.startsWith('/embed')) {
    const lang = request.searchParams.get('lang');
    return { kind: 'serve', locale: isLocale(lang) ? lang : defaultLocale, path };
  }
  if (prefixed === defaultLocale) return { kind: 'redirect', pathname: path, remember: defaultLocale };
  if (prefixed)
    return {
      kind: 'serve',
      locale: prefixed,
      path,
      remember: request.cookie === prefixed ? undefined : prefixed,
    };
  if (!candidatePage(path)) return { kind: 'serve', locale: defaultLocale, path };
  const wanted = isLocale(request.cookie) ? request.cookie : negotiateLocale(request.acceptLanguage);
  if (wanted !== defaultLocale) return { kind: 'redirect', pathname: localizedPath(wanted, path) };
  return { kind: 'serve', locale: defaultLocale, path };
}

type ServeDecision = Extract<LocaleDecision, { kind: 'serve' }>;

/**
 * The language a request that is not the candidate's own page visit is answered in: a form post (a
 * server action), a router request (a client navigation, or the page an action redirects to) or the
 * page cache's own render. It is the language its address names, never a kept choice or the browser's:
 * a form sent from an English page is answered in English even if another tab has chosen Arabic since
 * the page was opened (the router keeps the English layout, so an Arabic answer would make a page that
 * is half of each). Such a request is never redirected; `/en/…` is English.
 */
export function addressLocale(pathname: string, searchParams: URLSearchParams): ServeDecision {
  const byAddress = (path: string) =>
    decideLocale({ pathname: path, searchParams, cookie: undefined, acceptLanguage: null });
  const decision = byAddress(pathname);
  return decision.kind === 'serve' ? decision : (byAddress(decision.pathname) as ServeDecision);
}

/**
 * Whether a request is the candidate's own visit, whose language is kept as their choice. The router's
 * requests are not: a prefetch the old page sends while the candidate is already leaving it for
 * another language would otherwise put the old language back.
 */
export function isOwnVisit(headers: Pick<Headers, 'get' | 'has'>): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  return !headers.has('rsc') && !headers.has('next-router-prefetch') && !/prefetch/i.test(purpose);
}

export { LOCALE_COOKIE };
