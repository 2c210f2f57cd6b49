import { trackingFromPath } from '@/lib/careers/source-details';
import { isOwnVisit } from '@/lib/i18n/locale-routing';

/** One campaign as visits are counted: each part, '' where the visit carried none. */
export type VisitCampaign = { source: string; medium: string; campaign: string };

/** The pages campaign links lead to: the job list and a job's page (the address without its language). */
const LANDING_PAGE = /^\/(?:jobs\/[0-9A-Za-z-]{1,64})?$/;

/**
 * Link-preview fetchers (chat apps, social sites) open every shared campaign link, and crawlers follow
 * them: neither is a person visiting. Matched on the user agent, as every analytics counter does; one
 * that hides what it is gets counted, which only lowers a campaign's share of applications.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|fetch|scan|monitor|facebookexternalhit|embedly|whatsapp|telegram|skype|headless|curl|wget|python|java\/|go-http|node-fetch|axios|okhttp/i;

function refererHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).host;
  } catch {
    return null;
  }
}

/** A part as long as a person reads it in the report; a longer one is cut, so one campaign stays one row. */
const MAX_PART_LENGTH = 100;
const part = (value: string | undefined) => (value ?? '').slice(0, MAX_PART_LENGTH);

export type PageRequest = {
  method: string;
  /** Without its language prefix. */
  pathname: string;
  search: string;
  headers: Pick<Headers, 'get' | 'has'>;
};

/**
 * A person opening a page, as far as a request can tell: a plain GET of a whole page (not a prefetch,
 * a router request or a frame) from a user agent that does not say it is a link preview or crawler.
 */
function aPersonOpensAPage({ method, headers }: PageRequest): boolean {
  const agent = headers.get('user-agent');
  return (
    method === 'GET' &&
    Boolean(agent) &&
    !NOT_A_PERSON.test(agent!) &&
    isOwnVisit(headers) &&
    headers.get('sec-fetch-dest') !== 'iframe'
  );
}

/**
 * The campaign of a visit that lands on the job list or a job's page from somewhere else (another site,
 * a mail, a typed or bookmarked address), or null for anything else: a page reached from the site's own
 * pages (already counted where it landed), a prefetch or router request, a form post, a bot. The source
 * is `utm_source`, else a job board's `source`, as the report reads applications.
 */
export function campaignLanding(request: PageRequest): VisitCampaign | null {
  if (!LANDING_PAGE.test(request.pathname) || !aPersonOpensAPage(request)) return null;
  const { headers } = request;
  if (headers.get('sec-fetch-site') === 'same-origin') return null;
  // Browsers that send no Sec-Fetch-Site still name the page they came from.
  const from = refererHost(headers.get('referer'));
  if (from !== null && from === headers.get('host')) return null;
  const tracking = trackingFromPath(request.search);
  return {
    source: part(tracking.utm_source ?? tracking.source),
    medium: part(tracking.utm_medium),
    campaign: part(tracking.utm_campaign),
  };
}

const JOB_PAGE = /^\/jobs\/([0-9A-Za-z-]{1,64})$/;

/**
 * The posting a person opens the page of, from anywhere (the site's own pages included: its links are
 * plain links, so each is a page load), or null. A reload is a view, as in any page-view count.
 */
export function jobPageView(request: PageRequest): string | null {
  const posting = JOB_PAGE.exec(request.pathname)?.[1];
  return posting && aPersonOpensAPage(request) ? posting : null;
}
