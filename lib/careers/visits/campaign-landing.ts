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

/**
 * The campaign of a visit that lands on the job list or a job's page from somewhere else (another site,
 * a mail, a typed or bookmarked address), or null for anything else: a page reached from the site's own
 * pages (already counted where it landed), a prefetch or router request, a form post, a bot. The source
 * is `utm_source`, else a job board's `source`, as the report reads applications.
 */
export function campaignLanding(request: {
  method: string;
  /** Without its language prefix. */
  pathname: string;
  search: string;
  headers: Pick<Headers, 'get' | 'has'>;
}): VisitCampaign | null {
  if (request.method !== 'GET' || !LANDING_PAGE.test(request.pathname)) return null;
  const { headers } = request;
  const agent = headers.get('user-agent');
  if (!agent || NOT_A_PERSON.test(agent) || !isOwnVisit(headers)) return null;
  if (headers.get('sec-fetch-site') === 'same-origin' || headers.get('sec-fetch-dest') === 'iframe')
    return null;
  // Browsers that send no Sec-Fetch-Site still name the page they came from.
  if (refererHost(headers.get('referer')) === headers.get('host')) return null;
  const tracking = trackingFromPath(request.search);
  return {
    source: part(tracking.utm_source ?? tracking.source),
    medium: part(tracking.utm_medium),
    campaign: part(tracking.utm_campaign),
  };
}
