import { isbot } from 'isbot';
import { trackingFromPath } from '@/lib/careers/source-details';
import type { ApplicationChannel } from '@/lib/db/schema';
import { isOwnVisit } from '@/lib/i18n/locale-routing';
import { PREVIEW_PAIR } from '@/lib/embed/embed-params';

/**
 * One campaign as visits are counted: where the page was (the site, or the embed in an employer's
 * page, as applications record it), and each part, '' where the visit carried none.
 */
export type VisitCampaign = { channel: ApplicationChannel; source: string; medium: string; campaign: string };

/**
 * The pages a visitor lands on, by where they are (the address without its language): the job list and
 * a job's page, on the site and in the embed's frame.
 */
const LANDING_PAGES: [ApplicationChannel, RegExp][] = [
  ['site', /^\/(?:jobs\/[0-9A-Za-z-]{1,64})?$/],
  ['embed', /^\/embed\/jobs(?:\/[0-9A-Za-z-]{1,64})?$/],
];
const landingChannel = (pathname: string) => LANDING_PAGES.find(([, page]) => page.test(pathname))?.[0];

function refererOf(headers: PageRequest['headers']): URL | null {
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer);
  } catch {
    return null;
  }
}

/**
 * A part as long as a person reads it in the report; a longer one is cut, so one campaign stays one row.
 * Cut by characters, as the report cuts an application's (lib/admin/campaign-columns.ts), so the two meet.
 */
export const MAX_CAMPAIGN_PART_LENGTH = 100;
const part = (value: string | undefined) => [...(value ?? '')].slice(0, MAX_CAMPAIGN_PART_LENGTH).join('');

export type PageRequest = {
  method: string;
  /** Without its language prefix. */
  pathname: string;
  search: string;
  headers: Pick<Headers, 'get' | 'has'>;
  /** The origins allowed to frame the embed (EMBED_ALLOWED_ORIGINS). */
  framers: readonly string[];
};

/**
 * A request as the questions below read it, its referrer parsed at most once: the proxy asks each
 * request whether it is a landing and a view.
 */
type SeenRequest = PageRequest & { referer: () => URL | null };

function seen(request: PageRequest): SeenRequest {
  let parsed: URL | null | undefined;
  return {
    ...request,
    referer: () => (parsed === undefined ? (parsed = refererOf(request.headers)) : parsed),
  };
}

/**
 * Staff on the console's pages (its job links, the embed builder's preview frame) are not visitors, nor
 * inside that frame, whose every link carries the preview's mark (embed-params.ts).
 */
function fromTheConsole({ headers, referer, search }: SeenRequest, framed: boolean): boolean {
  if (framed && new URLSearchParams(search).get(PREVIEW_PAIR[0]) === PREVIEW_PAIR[1]) return true;
  const from = referer();
  return from !== null && from.host === headers.get('host') && /^\/admin(?:\/|$)/.test(from.pathname);
}

/**
 * A frame the browser will show: the loader put the origin of the page that holds it in its address, and
 * that page may frame the embed; its referrer, when sent, is that page (or, for a move inside the frame, the
 * frame itself). The browser refuses any other frame (frame-ancestors), but only after asking for it:
 * counted, it would be a visit nobody saw, from a page left out of EMBED_ALLOWED_ORIGINS or one that
 * frames the embed to inflate its counts.
 */
function shownInItsFrame({ headers, search, referer, framers }: SeenRequest): boolean {
  if (headers.get('sec-fetch-dest') !== 'iframe') return true;
  const origin = new URLSearchParams(search).get('origin');
  if (!origin || !framers.includes(origin)) return false;
  const from = referer();
  return from === null || from.origin === origin || from.host === headers.get('host');
}

/**
 * A person opening a page, as far as a request can tell: a plain GET of a whole page (not a prefetch
 * or a router request; a frame only on the embed's pages, in a frame shown) from a user
 * agent that does not say it is a link preview or crawler, and not from the staff console.
 * Link-preview fetchers (chat apps, social sites) open every shared campaign link, and crawlers follow
 * them: neither is a person visiting. Told by the user agent (`isbot`: a kept list of over a thousand
 * crawlers, previews, monitors and HTTP libraries, which knows a Cubot phone's browser from a bot), as
 * every analytics counter does; one that hides what it is gets counted, which only lowers a campaign's
 * share of applications.
 */
function aPersonOpensAPage(request: SeenRequest, framed: boolean): boolean {
  const { method, headers } = request;
  const agent = headers.get('user-agent');
  return (
    method === 'GET' &&
    Boolean(agent) &&
    !isbot(agent) &&
    isOwnVisit(headers) &&
    (framed ? shownInItsFrame(request) : headers.get('sec-fetch-dest') !== 'iframe') &&
    !fromTheConsole(request, framed)
  );
}

/**
 * The campaign of a visit that lands on the job list or a job's page from somewhere else (another site,
 * a mail, a typed or bookmarked address; for the embed, the employer's page that holds its frame, whose
 * campaign the loader put in the frame's address), or null for anything else: a page reached from the
 * site's own pages (already counted where it landed), a prefetch or router request, a form post, a bot.
 * The source is `utm_source`, else a job board's `source`, as the report reads applications.
 */
export const campaignLanding = (request: PageRequest) => landingOf(seen(request));

function landingOf(request: SeenRequest): VisitCampaign | null {
  const channel = landingChannel(request.pathname);
  if (!channel || !aPersonOpensAPage(request, channel === 'embed')) return null;
  const { headers } = request;
  if (headers.get('sec-fetch-site') === 'same-origin') return null;
  // Browsers that send no Sec-Fetch-Site still name the page they came from.
  if (request.referer()?.host === headers.get('host')) return null;
  const tracking = trackingFromPath(request.search);
  return {
    channel,
    source: part(tracking.utm_source ?? tracking.source),
    medium: part(tracking.utm_medium),
    campaign: part(tracking.utm_campaign),
  };
}

const JOB_PAGE = /^(\/embed)?\/jobs\/([0-9A-Za-z-]{1,64})$/;

/** A view of a job's page: which posting, and where (the site, or the embed on an employer's page). */
export type JobPageView = { postingId: string; channel: ApplicationChannel };

/**
 * The posting a person opens the page of, on the site or in the embed, from anywhere (the site's own
 * pages included: its links are plain links, so each is a page load), or null. A reload is a view, as
 * in any page-view count.
 */
export const jobPageView = (request: PageRequest) => viewOf(seen(request));

function viewOf(request: SeenRequest): JobPageView | null {
  const [, embed, postingId] = JOB_PAGE.exec(request.pathname) ?? [];
  const framed = embed !== undefined;
  return postingId && aPersonOpensAPage(request, framed)
    ? { postingId, channel: framed ? 'embed' : 'site' }
    : null;
}

/** What one request is: a landing (with its campaign), a view of a job's page, both, or neither. */
export function pageVisit(request: PageRequest): { landing: VisitCampaign | null; view: JobPageView | null } {
  const read = seen(request);
  return { landing: landingOf(read), view: viewOf(read) };
}
