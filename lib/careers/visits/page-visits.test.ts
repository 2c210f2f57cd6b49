import { describe, expect, it } from 'vitest';
import { campaignLanding, jobPageView } from './page-visits';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const POSTING = '/jobs/185043d8-d40e-4bce-8464-c216b7317500';
const CAMPAIGN = '?utm_source=linkedin&utm_medium=social&utm_campaign=spring&fbclid=abc';
/** An employer's page allowed to frame the embed; its loader names it in the frame's address. */
const EMPLOYER = 'https://www.acme.example';
const IN_FRAME = `${CAMPAIGN}&origin=${encodeURIComponent(EMPLOYER)}`;

function landing({
  method = 'GET',
  pathname = POSTING,
  search = CAMPAIGN,
  headers = {},
}: {
  method?: string;
  pathname?: string;
  search?: string;
  headers?: Record<string, string>;
} = {}) {
  return campaignLanding({
    method,
    pathname,
    search,
    framers: [EMPLOYER],
    headers: new Headers({
      host: 'careers.acme.example',
      'user-agent': CHROME,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-dest': 'document',
      ...headers,
    }),
  });
}

describe('campaignLanding', () => {
  it('names the campaign of a visit from another site to a job page or the job list', () => {
    const spring = { channel: 'site', source: 'linkedin', medium: 'social', campaign: 'spring' };
    expect(landing()).toEqual(spring);
    expect(landing({ pathname: '/' })).toEqual(spring);
    // From a mail app, a bookmark or a typed address: no Sec-Fetch-Site of another site, but no referrer.
    expect(landing({ headers: { 'sec-fetch-site': 'none' } })).toEqual(spring);
  });

  it('counts a visit without a campaign under none, and reads a job board’s `source`', () => {
    expect(landing({ search: '' })).toEqual({ channel: 'site', source: '', medium: '', campaign: '' });
    expect(landing({ search: '?source=jobboard&utm_campaign=x' })).toEqual({
      channel: 'site',
      source: 'jobboard',
      medium: '',
      campaign: 'x',
    });
    // utm_source wins over source, as the report reads applications.
    expect(landing({ search: '?source=jobboard&utm_source=mail' })?.source).toBe('mail');
  });

  it('cuts a long part, so one made-up campaign stays one short row', () => {
    expect(landing({ search: `?utm_campaign=${'x'.repeat(400)}` })?.campaign).toHaveLength(100);
  });

  it('does not count a move from page to page on the site', () => {
    expect(landing({ headers: { 'sec-fetch-site': 'same-origin' } })).toBeNull();
    // A browser without Sec-Fetch-Site: the referrer is the site itself.
    expect(
      campaignLanding({
        method: 'GET',
        pathname: POSTING,
        search: CAMPAIGN,
        framers: [],
        headers: new Headers({
          host: 'careers.acme.example',
          'user-agent': CHROME,
          referer: 'https://careers.acme.example/?utm_source=linkedin',
        }),
      }),
    ).toBeNull();
    // From another site's page with a referrer: counted.
    expect(landing({ headers: { referer: 'https://www.linkedin.com/' } })).not.toBeNull();
  });

  it('does not count prefetches, the router’s requests, the site’s pages in a frame, posts, other pages', () => {
    expect(landing({ headers: { 'sec-purpose': 'prefetch' } })).toBeNull();
    expect(landing({ headers: { rsc: '1' } })).toBeNull();
    expect(landing({ headers: { 'sec-fetch-dest': 'iframe' } })).toBeNull();
    expect(landing({ method: 'POST' })).toBeNull();
    expect(landing({ method: 'HEAD' })).toBeNull();
    for (const pathname of [
      '/privacy',
      '/embed',
      '/embed/jobs/x/y',
      `${POSTING}/extra`,
      '/applications',
      '/jobs',
    ])
      expect(landing({ pathname }), pathname).toBeNull();
  });

  it('counts the embed’s frame, loaded by the employer’s page, as a landing in the embed with that page’s campaign', () => {
    const framed = { 'sec-fetch-dest': 'iframe', referer: 'https://www.acme.example/careers' };
    const embedded = { channel: 'embed', source: 'linkedin', medium: 'social', campaign: 'spring' };
    expect(landing({ pathname: '/embed/jobs', search: IN_FRAME, headers: framed })).toEqual(embedded);
    expect(landing({ pathname: '/embed/jobs/185043d8', search: IN_FRAME, headers: framed })).toEqual(
      embedded,
    );
    // A page that sends no referrer.
    expect(
      landing({ pathname: '/embed/jobs', search: IN_FRAME, headers: { 'sec-fetch-dest': 'iframe' } }),
    ).toEqual(embedded);
    // Opened in a tab of its own, it is still the embed's page.
    expect(landing({ pathname: '/embed/jobs' })).toEqual(embedded);
    // The reader going from the list to a job inside the frame: not another landing.
    expect(
      landing({
        pathname: '/embed/jobs/185043d8',
        search: IN_FRAME,
        headers: { ...framed, 'sec-fetch-site': 'same-origin' },
      }),
    ).toBeNull();
  });

  it('does not count a frame the browser refuses: a page not allowed, or one naming another’s origin', () => {
    const framedBy = (referer: string, search: string) =>
      landing({ pathname: '/embed/jobs', search, headers: { 'sec-fetch-dest': 'iframe', referer } });
    const other = 'https://shop.example';
    expect(framedBy(`${other}/careers`, `${CAMPAIGN}&origin=${encodeURIComponent(other)}`)).toBeNull();
    expect(framedBy(`${other}/careers`, IN_FRAME)).toBeNull();
    expect(framedBy(`${EMPLOYER}/careers`, CAMPAIGN)).toBeNull();
  });

  it('does not count staff: a frame or a link on the console’s pages', () => {
    const fromConsole = { referer: 'https://careers.acme.example/admin/embed', 'sec-fetch-site': 'none' };
    expect(
      landing({
        pathname: '/embed/jobs',
        search: IN_FRAME,
        headers: { ...fromConsole, 'sec-fetch-dest': 'iframe' },
      }),
    ).toBeNull();
    expect(landing({ headers: fromConsole })).toBeNull();
    // A page called admin elsewhere is another site's.
    expect(landing({ headers: { referer: 'https://www.acme.example/admin/' } })).not.toBeNull();
  });

  it.each([
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
    'Iframely/1.3.1 (+https://iframely.com/docs/about)',
  ])('does not count a link preview or crawler that says what it is: %s', (agent) => {
    expect(landing({ headers: { 'user-agent': agent } })).toBeNull();
  });

  it('counts a person whose phone’s name has "bot" in it', () => {
    const cubot =
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(landing({ headers: { 'user-agent': cubot } })).not.toBeNull();
  });

  it('does not count a request without a user agent', () => {
    const headers = new Headers({ host: 'careers.acme.example', 'sec-fetch-site': 'cross-site' });
    expect(
      campaignLanding({ method: 'GET', pathname: POSTING, search: CAMPAIGN, headers, framers: [] }),
    ).toBeNull();
  });
});

describe('jobPageView', () => {
  const view = (pathname: string, headers: Record<string, string> = {}) =>
    jobPageView({
      method: 'GET',
      pathname,
      search: pathname.startsWith('/embed') ? IN_FRAME : '',
      framers: [EMPLOYER],
      headers: new Headers({ 'user-agent': CHROME, 'sec-fetch-dest': 'document', ...headers }),
    });

  it('names the posting of a job page a person opens, from anywhere, the site itself included', () => {
    const onTheSite = { postingId: '185043d8-d40e-4bce-8464-c216b7317500', channel: 'site' };
    expect(view(POSTING)).toEqual(onTheSite);
    expect(view(POSTING, { 'sec-fetch-site': 'same-origin' })).toEqual(onTheSite);
  });

  it('names the posting of a job page in the embed’s frame, the reader’s move from its list included', () => {
    const framed = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' };
    expect(view('/embed/jobs/185043d8', framed)).toEqual({ postingId: '185043d8', channel: 'embed' });
    expect(view('/embed/jobs/185043d8', { ...framed, referer: `${EMPLOYER}/jobs` })).toEqual({
      postingId: '185043d8',
      channel: 'embed',
    });
    // On a page that may not frame the embed: the browser refuses the frame, so nobody saw the job.
    expect(view('/embed/jobs/185043d8', { ...framed, referer: 'https://shop.example/jobs' })).toBeNull();
  });

  it('is no view inside the embed builder’s preview, whose every link carries its mark', () => {
    const inPreview = (search: string, pathname = '/embed/jobs/185043d8') =>
      jobPageView({
        method: 'GET',
        pathname,
        search: `${search}&origin=${encodeURIComponent(EMPLOYER)}`,
        framers: [EMPLOYER],
        headers: new Headers({
          host: 'careers.acme.example',
          'user-agent': CHROME,
          'sec-fetch-dest': pathname.startsWith('/embed') ? 'iframe' : 'document',
          'sec-fetch-site': 'same-origin',
          referer: 'https://careers.acme.example/embed/jobs?preview=1',
        }),
      });
    expect(inPreview('?preview=1')).toBeNull();
    expect(inPreview('?accent=%23112233')).toEqual({ postingId: '185043d8', channel: 'embed' });
    // The mark means nothing on the site's own pages, which are never the preview.
    expect(inPreview('?preview=1', POSTING)).toEqual({
      postingId: '185043d8-d40e-4bce-8464-c216b7317500',
      channel: 'site',
    });
  });

  it('is no view for another page, the site’s page in a frame, staff, a prefetch or a bot', () => {
    for (const pathname of ['/', '/embed/jobs', `${POSTING}/withdraw`, '/embed/jobs/x/y', '/jobs'])
      expect(view(pathname)).toBeNull();
    expect(view(POSTING, { 'sec-fetch-dest': 'iframe' })).toBeNull();
    const consoleHost = {
      host: 'careers.acme.example',
      referer: 'https://careers.acme.example/admin/campaigns',
    };
    expect(view(POSTING, consoleHost)).toBeNull();
    expect(view('/embed/jobs/185043d8', { ...consoleHost, 'sec-fetch-dest': 'iframe' })).toBeNull();
    expect(view(POSTING, { 'sec-purpose': 'prefetch' })).toBeNull();
    expect(view(POSTING, { 'user-agent': 'Googlebot/2.1' })).toBeNull();
  });
});
