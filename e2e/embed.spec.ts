import { readFile } from 'node:fs/promises';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { allowedHostPort, hostPage, siteOrigin, startEmbedHost, type EmbedHost } from './support/embed-host';
import {
  answerQuestions,
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  postings,
  received,
  submit,
  uniqueEmail,
} from './support/fill-form';
import { mailedAllApplicationsLink } from './support/all-applications-mail';
import { boundArgumentsField, hiddenFields } from './support/hidden-fields';
import { holdScripts } from './support/held-scripts';
import { signInAsStaff, staff } from './support/staff-sign-in';

type RecordedEvent = { type: string; id: string; detail: Record<string, unknown> };

let allowed: EmbedHost;
let foreign: EmbedHost;

test.beforeAll(async () => {
  allowed = await startEmbedHost(allowedHostPort);
  foreign = await startEmbedHost(0);
});
test.afterAll(async () => {
  await allowed?.close();
  await foreign?.close();
});

const events = (page: Page, type?: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { careersEvents: RecordedEvent[] }).careersEvents.filter(
        (event) => !wanted || event.type === wanted,
      ),
    type,
  );

/**
 * Applies with the form in the frame of `#posting`. With `delivered`, waits until the employer has it
 * too, so what the candidate asks next concerns staff: one outcome to expect, not a race.
 */
async function applyInFrame(page: Page, email: string, { delivered = false } = {}) {
  const frame = page.frameLocator('#posting iframe');
  await fillStandardFields(frame, email);
  await answerQuestions(frame, { passes: 1 });
  await consentToEverything(frame);
  await submit(frame).click();
  await expect(received(frame)).toBeVisible();
  if (delivered) await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
  return frame;
}

/** A not-found page's link on to the list (in German): the embed's list, and the query it carries. */
async function germanWayToTheList(scope: Page | FrameLocator) {
  const href = await scope.getByRole('link', { name: 'Alle offenen Stellen ansehen' }).getAttribute('href');
  const list = new URL(href ?? '', siteOrigin);
  expect(list.pathname).toBe('/embed/jobs');
  return Object.fromEntries(list.searchParams);
}

async function frameOf(page: Page, selector: string) {
  const handle = await page.locator(selector).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame in ${selector}`);
  return frame;
}

/**
 * Opens a host page at `path` that embeds the posting without questions in an accent of its own, from a
 * client address of its own: applying specs from loopback share one abuse limit, which this would tip.
 */
async function openAccentedPosting(page: Page, path: string, clientAddress: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
  allowed.pages.set(
    path,
    hostPage(
      `<div id="posting" data-careers-embed="posting" data-posting="${postings.noQuestions}" data-accent="#aa3300"></div>`,
    ),
  );
  await page.goto(`${allowed.origin}${path}`);
}

/** The frame query a hand-made post puts in place of the loader's: an origin not allowed, a campaign, a way out. */
const FORGED_FRAME_QUERY =
  'origin=https%3A%2F%2Fevil.example&accent=%23aa3300&utm_source=x&next=%2F%2Fevil.example';

/**
 * The form of a frame's request page (`url`, as the frame had it) as it is now, what it sends without
 * JavaScript; answers how to post it by hand with the frame query it binds changed, which answers where
 * that leads.
 */
async function handMadeFramePost(page: Page, baseURL: string, url: URL, token: string) {
  const fields = await hiddenFields(page.request, url.pathname + url.search);
  const bound = boundArgumentsField(fields)!;
  return async (frameQuery: unknown) => {
    const response = await page.request.post(url.pathname, {
      headers: { origin: baseURL },
      multipart: { ...fields, [bound]: JSON.stringify([token, frameQuery]) },
      maxRedirects: 0,
    });
    expect(response.status(), String(frameQuery)).toBe(303);
    return response.headers().location;
  };
}

/** How far the embedded document overflows its iframe: 0 or less means no inner scrollbar. */
async function overflow(page: Page, selector: string) {
  const frame = await frameOf(page, selector);
  const scrollHeight = await frame.evaluate(() => document.documentElement.scrollHeight);
  const clientHeight = await page.locator(selector).evaluate((element) => element.clientHeight);
  return scrollHeight - clientHeight;
}

/**
 * The console's snippet once it says `expected`: it changes as the choices do, which the builder takes
 * only once its code runs (its fields wait for it).
 */
async function snippetSaying(page: Page, expected: string): Promise<string> {
  const snippet = page.locator('pre.admin-snippet');
  await expect(snippet).toContainText(expected);
  return (await snippet.textContent()) ?? '';
}

test.describe('headers', () => {
  test('embed routes may be framed by the allowed origins only; every other route by nobody', async ({
    request,
  }) => {
    for (const path of ['/embed/jobs', `/embed/jobs/${postings.intern}`]) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy']).toMatch(
        new RegExp(`^frame-ancestors 'self' ${allowed.origin.replace(/\./g, '\\.')};`),
      );
      expect(response.headers()['x-frame-options']).toBeUndefined();
    }
    for (const path of ['/', `/jobs/${postings.intern}`, '/embedded', '/embed.js']) {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy']).toMatch(/^frame-ancestors 'none';/);
      expect(response.headers()['x-frame-options']).toBe('DENY');
    }
    const loader = await request.get('/embed.js');
    expect(loader.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers()['cache-control']).toMatch(/^public, max-age=300/);
  });

  test('a pale accent keeps the focus ring and the primary button readable', async ({ page }) => {
    await page.goto(`/embed/jobs/${postings.noQuestions}?accent=%23ffd400`);
    const submitButton = page.getByRole('button', { name: 'Submit application' });
    await expect(submitButton).toHaveCSS('background-color', 'rgb(255, 212, 0)');
    // White on this yellow is 1.4:1; near-black reads.
    await expect(submitButton).toHaveCSS('color', 'rgb(17, 17, 17)');
    // A yellow ring on white would be 1.4:1 (WCAG 1.4.11 asks 3:1): where the keyboard is shows in near-black.
    await page.getByLabel('First name').focus();
    await expect(page.getByLabel('First name')).toHaveCSS('outline-color', 'rgb(27, 31, 36)');
  });

  test('hostile theme values never reach the page’s styles', async ({ page }) => {
    const hostile = new URLSearchParams({
      accent: '#aa3300;background:url(https://evil.example/x)',
      font: 'x}body{display:none',
      radius: '8px;color:red',
      origin: 'https://evil.example',
    });
    await page.goto(`/embed/jobs?${hostile}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Open positions');
    const style = await page.locator('main').evaluate((main) => main.parentElement?.getAttribute('style'));
    expect(style ?? '').not.toMatch(/evil|display|color:red|;background/);
    // Links carry only validated values: no theme and no host origin from this query.
    const href = (await page.locator('main a[href^="/embed/jobs/"]').first().getAttribute('href')) ?? '';
    expect(href).not.toMatch(/accent|font|radius|origin/);
  });
});

test('the site’s own pages keep their own links (the job components are shared with the embed)', async ({
  page,
}) => {
  await page.goto('/?q=Intern');
  await expect(page.getByRole('search', { name: 'Jobs' })).toHaveAttribute('action', '/');
  await expect(page.getByRole('link', { name: /Finance Operations Intern/ })).toHaveAttribute(
    'href',
    `/jobs/${postings.intern}`,
  );
  await expect(page.getByRole('link', { name: 'Clear filters', exact: true })).toHaveAttribute('href', '/');
});

test.describe('embedded on an employer’s page', () => {
  test('the list and a posting, in the employer’s theme; loading the script twice does no harm; paging and search keep theme and tracking', async ({
    page,
  }) => {
    allowed.pages.set(
      '/',
      hostPage(
        `<div id="list" data-careers-embed="jobs" data-accent="#aa3300" data-radius="2" data-font="serif">
           <a href="${siteOrigin}/">See our open positions</a></div>
         <div id="posting" data-careers-embed="posting" data-posting="${postings.noQuestions}"></div>`,
        { loaderTwice: true },
      ),
    );
    await page.goto(`${allowed.origin}/?utm_source=partner&q=ignored`);
    await expect(page.locator('iframe')).toHaveCount(2);
    await expect(page.locator('#list > a')).toHaveCount(0);
    await page.locator('#posting iframe').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await events(page, 'careers:ready')).map((e) => e.id).sort())
      .toEqual(['list', 'posting']);

    const list = page.frameLocator('#list iframe');
    await expect(list.getByRole('heading', { level: 1 })).toContainText('Open positions');
    const search = list.getByRole('button', { name: 'Search' });
    await expect(search).toHaveCSS('background-color', 'rgb(170, 51, 0)');
    await expect(search).toHaveCSS('border-radius', '2px');
    await expect(search).toHaveCSS('font-family', /^serif/);
    const posting = page.frameLocator('#posting iframe');
    await expect(posting.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    await expect(posting.getByText(/^Need an adjustment to apply\?/)).toBeVisible();
    // In a frame, the address worth sharing is the employer's page: the site offers none of its own.
    await expect(posting.getByRole('heading', { name: 'Share this job' })).toHaveCount(0);

    const listFrame = await frameOf(page, '#list iframe');
    const frameTop = () => page.locator('#list iframe').evaluate((e) => e.getBoundingClientRect().top);
    await list.getByRole('link', { name: /Next/ }).click();
    await expect.poll(() => listFrame.url()).toContain('page=2');
    // The link sat at the bottom of a frame taller than the window; the next page starts in view.
    await expect.poll(frameTop).toBeGreaterThan(-1); // to the subpixel
    expect(new URL(listFrame.url()).pathname).toBe('/embed/jobs');
    expect(new URL(listFrame.url()).searchParams.get('accent')).toBe('#aa3300');
    expect(new URL(listFrame.url()).searchParams.get('utm_source')).toBe('partner');
    expect(new URL(listFrame.url()).searchParams.get('q')).toBeNull();

    await list.getByRole('searchbox', { name: 'Search' }).fill('Intern');
    await search.click();
    await expect.poll(() => listFrame.url()).toContain('q=Intern');
    expect(new URL(listFrame.url()).searchParams.get('origin')).toBe(allowed.origin);
    await list.getByRole('link', { name: /Finance Operations Intern/ }).click();
    await expect.poll(() => new URL(listFrame.url()).pathname).toBe(`/embed/jobs/${postings.intern}`);
    await expect(list.getByRole('heading', { level: 1 })).toContainText('Intern');
    await expect(page.getByRole('heading', { name: 'Work with us' })).toBeVisible();
  });

  test('the frame follows its content: a long form with every error shown has no inner scrollbar', async ({
    page,
  }) => {
    allowed.pages.set(
      '/long',
      hostPage(`<div id="posting" data-careers-embed="posting" data-posting="${postings.intern}"></div>`),
    );
    await page.goto(`${allowed.origin}/long`);
    await expect.poll(async () => (await events(page, 'careers:resize')).length).toBeGreaterThan(0);
    await expect.poll(() => overflow(page, '#posting iframe')).toBeLessThanOrEqual(0);
    const before = await page.locator('#posting iframe').evaluate((element) => element.clientHeight);
    expect(before).toBeGreaterThan(1500);

    const frame = page.frameLocator('#posting iframe');
    await submit(frame).click();
    await expect(frame.locator('.error-summary')).toBeFocused();
    await expect
      .poll(() => page.locator('#posting iframe').evaluate((element) => element.clientHeight))
      .toBeGreaterThan(before);
    await expect.poll(() => overflow(page, '#posting iframe')).toBeLessThanOrEqual(0);
    const last = (await events(page, 'careers:resize')).at(-1);
    expect(last?.detail.height).toBe(
      await page.locator('#posting iframe').evaluate((element) => element.clientHeight),
    );
  });

  test('applying inside the frame works without cookies, fires careers:submitted, and the host page’s campaign reaches the platform as the mapped source ids', async ({
    page,
    context,
  }) => {
    allowed.pages.set(
      '/apply',
      hostPage(
        `<div id="posting" data-careers-embed="posting" data-posting="${postings.noQuestions}"></div>`,
      ),
    );
    const email = uniqueEmail('embed');
    // A campaign of this test's own, so its row in the report counts this visit alone.
    const campaign = `spring-${email.slice(0, email.indexOf('@')).slice(-12)}`;
    await page.goto(`${allowed.origin}/apply?utm_source=partner-page&utm_campaign=${campaign}&ref=nope`);
    const frame = await applyInFrame(page, email);

    await expect.poll(async () => (await events(page, 'careers:submitted')).length).toBe(1);
    const [submitted] = await events(page, 'careers:submitted');
    expect(submitted?.detail).toEqual({ postingId: postings.noQuestions, reference: expect.any(String) });
    expect(String(submitted?.detail.reference)).not.toBe('');
    // The campaign reaches the platform only as the documented source ids of the employer's mapping
    // (SOURCE_MAPPING in playwright.config.ts); the utm_* values themselves stay on the site's record.
    await expect
      .poll(async () => (await candidatesOnPlatform(email))[0]?.sourceDetails)
      .toEqual({ sourceTypeId: 'partner', sourceSubTypeId: 'embed', sourceId: 'partner-page' });
    // Nothing relied on a (third-party) cookie: the site set none.
    expect(await context.cookies(siteOrigin)).toEqual([]);

    // The status page opens inside the frame, in its embed form (no site header), and can be framed.
    await frame.getByRole('link', { name: 'Follow the status of your application' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await expect(frame.getByText(/^Current status:/)).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Staff see it came through the embed on their own page: the report counts it there, and leads to it.
    await signInAsStaff(page, staff.admin, '/admin/campaigns');
    // The employer's page that showed the frame was one visit with its campaign (the status page opened
    // inside the frame after it was not another), and it brought one application: 100 per 100 visits.
    const campaignRow = page.getByRole('row', { name: new RegExp(campaign) });
    await expect(campaignRow.getByRole('cell')).toHaveText([
      '—',
      campaign,
      '1',
      '1',
      /^\d+ %$/,
      /^[01]$/,
      '100',
    ]);
    // The job's page opened in the frame is a view there, beside the job's views on the site.
    const job = page
      .getByRole('table', { name: /Applications by job/ })
      .getByRole('row', { name: /Engineering Intern, Motion Planning/ });
    const [jobViews, jobViewsInEmbed] = await job.getByRole('cell').allTextContents();
    expect(Number(jobViewsInEmbed)).toBeGreaterThanOrEqual(1);
    expect(Number(jobViews)).toBeGreaterThanOrEqual(Number(jobViewsInEmbed));
    await expect(
      page.getByRole('table', { name: /Applications by job/ }).getByRole('columnheader', {
        name: 'Of them in the embed',
      }),
    ).toBeVisible();
    const embedded = page
      .getByRole('table', { name: /Applications by where the form was/ })
      .getByRole('row', { name: /Embedded on your own pages/ });
    const [visits, applied] = await embedded.getByRole('cell').allTextContents();
    expect(Number(visits)).toBeGreaterThanOrEqual(1);
    expect(Number(applied)).toBeGreaterThanOrEqual(1);
    await embedded.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/applications\?channel=embed$/);
    await expect(page.getByText('Sent from: Embedded on your own pages.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(1);
    await page.goto('/admin/applications?channel=site');
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  });

  test('the candidate withdraws inside the frame, and takes it back, in its look; a hand-made post leads back to nowhere but the frame’s status page', async ({
    page,
    baseURL,
  }) => {
    await openAccentedPosting(page, '/withdraw', '198.51.100.210');
    const frame = await applyInFrame(page, uniqueEmail('embed-withdraw'), { delivered: true });

    await frame.getByRole('link', { name: 'Follow the status of your application' }).click();
    await frame.getByRole('link', { name: 'Withdraw this application' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Withdraw your application?' })).toBeVisible();
    // Still the frame's page: under /embed, with the host page's origin (the frame's sizing) and its accent.
    const inFrame = await frameOf(page, '#posting iframe');
    const withdrawUrl = new URL(inFrame.url());
    expect(withdrawUrl.pathname).toMatch(/^\/embed\/applications\/[^/]+\/withdraw$/);
    expect(withdrawUrl.searchParams.get('origin')).toBe(allowed.origin);
    expect(withdrawUrl.searchParams.get('accent')).toBe('#aa3300');
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await frame.getByRole('link', { name: 'Keep my application' }).click();
    await expect(frame.getByText(/^Current status:/)).toBeVisible();
    await expect(frame.getByText(/^You asked to withdraw/)).toHaveCount(0);
    // What the page's form sends without JavaScript, for the hand-made posts below.
    const statusPath = withdrawUrl.pathname.replace(/\/withdraw$/, '');
    const postByHand = await handMadeFramePost(page, baseURL!, withdrawUrl, statusPath.split('/').pop()!);

    await frame.getByRole('link', { name: 'Withdraw this application' }).click();
    await frame.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(frame.getByText(/^You asked to withdraw this application on/)).toBeFocused();
    // The frame's status page, its query kept; the answer taken off once said (a reload says it no more).
    const statusUrl = new URL(inFrame.url());
    expect(statusUrl.pathname).toBe(statusPath);
    expect(statusUrl.search).toBe(withdrawUrl.search);
    await expect(frame.getByRole('banner')).toHaveCount(0);

    // The frame's query is a bound value a post can change: only what parses as the loader's stays
    // (an origin not allowed, a campaign, anything else are dropped), so it leads nowhere else. Asking
    // again is asking once.
    for (const [frameQuery, back] of [
      [FORGED_FRAME_QUERY, '?accent=%23aa3300&done=withdrawal'],
      [12345, '?done=withdrawal'],
    ] as const)
      expect(await postByHand(frameQuery)).toBe(`${statusPath}${back}`);

    // Taken back inside the frame too: its own page, in the frame's look, then its status page again.
    await frame.getByRole('link', { name: 'Changed your mind?' }).click();
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Keep your application after all?' }),
    ).toBeVisible();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await frame.getByRole('button', { name: 'Keep my application' }).click();
    await expect(frame.getByText(/^Current status:/)).toBeVisible();
    await expect(frame.getByText(/^You asked to withdraw/)).toHaveCount(0);
    await expect(frame.getByText(/^You are staying in the process for this job/)).toBeFocused();
    const keptUrl = new URL(inFrame.url());
    expect(keptUrl.pathname).toBe(statusPath);
    expect(keptUrl.search).toBe(withdrawUrl.search);
  });

  test('the candidate stops the status mails inside the frame, which keeps its look; a hand-made post leads back to nowhere but the frame’s status page', async ({
    page,
    baseURL,
  }) => {
    await openAccentedPosting(page, '/emails', '198.51.100.212');
    const frame = await applyInFrame(page, uniqueEmail('embed-emails'));
    await frame.getByRole('link', { name: 'Follow the status of your application' }).click();
    const emails = frame.getByRole('region', { name: 'Emails about this application' });
    await emails.getByRole('link', { name: 'Stop these emails' }).click();
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Emails about your application' }),
    ).toBeVisible();
    // Still the frame's page: under /embed, with the host page's origin (the frame's sizing) and its accent.
    const inFrame = await frameOf(page, '#posting iframe');
    const emailsUrl = new URL(inFrame.url());
    expect(emailsUrl.pathname).toMatch(/^\/embed\/applications\/[^/]+\/emails$/);
    expect(emailsUrl.searchParams.get('origin')).toBe(allowed.origin);
    expect(emailsUrl.searchParams.get('accent')).toBe('#aa3300');
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const statusPath = emailsUrl.pathname.replace(/\/emails$/, '');
    const postByHand = await handMadeFramePost(page, baseURL!, emailsUrl, statusPath.split('/').pop()!);

    await frame.getByRole('button', { name: 'Stop the emails' }).click();
    await expect(emails).toContainText('You asked us not to email you as it moves on.');
    await expect(emails.getByRole('status')).toBeFocused();
    const statusUrl = new URL(inFrame.url());
    expect(statusUrl.pathname).toBe(statusPath);
    expect(statusUrl.search).toBe(emailsUrl.search);

    // The frame's query is a bound value a post can change: only what parses as the loader's stays.
    expect(await postByHand(FORGED_FRAME_QUERY)).toBe(`${statusPath}?accent=%23aa3300&done=mails`);
  });

  test('the candidate has the link to all their applications emailed from inside the frame, which keeps its look; a hand-made post leads back to nowhere but the frame’s status page', async ({
    page,
    baseURL,
  }) => {
    await openAccentedPosting(page, '/all', '198.51.100.213');
    const email = uniqueEmail('embed-all');
    const frame = await applyInFrame(page, email);
    await frame.getByRole('link', { name: 'Follow the status of your application' }).click();
    const section = frame.getByRole('region', { name: 'All your applications' });
    await expect(section).not.toContainText(email);
    const inFrame = await frameOf(page, '#posting iframe');
    const statusUrl = new URL(inFrame.url());
    const postByHand = await handMadeFramePost(
      page,
      baseURL!,
      statusUrl,
      statusUrl.pathname.split('/').pop()!,
    );

    await section.getByRole('button', { name: 'Email me the link' }).click();
    await expect(section.getByRole('status')).toHaveText(
      /^We have emailed the link to the address you applied with/,
    );
    await expect(section.getByRole('status')).toBeFocused();
    // Still the frame's status page, with the host page's origin (the frame's sizing) and its accent.
    const answered = new URL(inFrame.url());
    expect(answered.pathname).toBe(statusUrl.pathname);
    expect(answered.searchParams.get('origin')).toBe(allowed.origin);
    expect(answered.searchParams.get('accent')).toBe('#aa3300');
    expect(answered.searchParams.get('all-link')).toBeNull();
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The mail leads to the site's page of them all, as every mailed link does.
    const allPage = new URL(await mailedAllApplicationsLink(email));
    expect(allPage.origin).toBe(new URL(baseURL!).origin);

    // The frame's query is a bound value a post can change: only what parses as the loader's stays.
    expect(await postByHand(FORGED_FRAME_QUERY)).toBe(
      `${statusUrl.pathname}?accent=%23aa3300&all-link=sent#all-applications`,
    );
  });

  test('the candidate deletes their details inside the frame, which keeps its look; a hand-made post leads nowhere but the frame’s pages', async ({
    page,
    baseURL,
  }) => {
    // Two applications, each delivered (so deleting one asks staff about the platform's copy): one
    // deleted with the frame's button, one by a post whose frame query was changed.
    const erasePages: URL[] = [];
    for (const tag of ['embed-erase', 'embed-erase-forged']) {
      await openAccentedPosting(page, '/erase', '198.51.100.211');
      const frame = await applyInFrame(page, uniqueEmail(tag), { delivered: true });
      await frame.getByRole('link', { name: 'Follow the status of your application' }).click();
      if (tag === 'embed-erase') {
        // Before deleting: a copy of what the site keeps, downloaded from inside the frame.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          frame.getByRole('link', { name: 'Download a copy of what this site keeps (a JSON file)' }).click(),
        ]);
        const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
          application: { sentFrom: string };
        };
        expect(copy.application.sentFrom).toBe('embed');
      }
      await frame.getByRole('link', { name: 'Delete my details from this site' }).click();
      await expect(
        frame.getByRole('heading', { level: 1, name: 'Delete your details from this site?' }),
      ).toBeVisible();
      erasePages.push(new URL((await frameOf(page, '#posting iframe')).url()));
    }
    const [byButton, byPost] = erasePages as [URL, URL];
    // Still the frame's page: under /embed, with the host page's origin (the frame's sizing) and its accent.
    expect(byPost.pathname).toMatch(/^\/embed\/applications\/[^/]+\/erase$/);
    expect(byPost.searchParams.get('origin')).toBe(allowed.origin);
    expect(byPost.searchParams.get('accent')).toBe('#aa3300');

    // The frame's query is a bound value a post can change: only what parses as the loader's stays.
    const postByHand = await handMadeFramePost(page, baseURL!, byPost, byPost.pathname.split('/').at(-2)!);
    expect(await postByHand(FORGED_FRAME_QUERY)).toBe('/embed/applications/erased?accent=%23aa3300&asked=1');

    // The last page the frame shows is the second application's; the first one's is opened in it again.
    const frame = page.frameLocator('#posting iframe');
    const inFrame = await frameOf(page, '#posting iframe');
    await inFrame.goto(`${baseURL}${byButton.pathname}${byButton.search}`);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await frame.getByRole('button', { name: 'Delete my details' }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Your details are deleted' })).toBeVisible();
    await expect(
      frame.getByText('We have asked the hiring team to delete the copy in their recruiting system too.'),
    ).toBeVisible();
    const erased = new URL(inFrame.url());
    expect(erased.pathname).toBe('/embed/applications/erased');
    expect(erased.searchParams.get('origin')).toBe(allowed.origin);
    expect(erased.searchParams.get('accent')).toBe('#aa3300');
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Both are gone: the status API knows neither.
    for (const erasePage of erasePages) {
      const token = erasePage.pathname.split('/').at(-2);
      expect((await page.request.get(`/api/applications/${token}/status`)).status()).toBe(404);
    }
  });

  test('an application sent before the frame’s scripts ran is still announced to the host page, once', async ({
    page,
  }) => {
    allowed.pages.set(
      '/apply-early',
      hostPage(
        `<div id="posting" data-careers-embed="posting" data-posting="${postings.noQuestions}"></div>`,
      ),
    );
    // The candidate is quicker than the frame: its scripts arrive only with the page that answers the post.
    let scriptsArrive = false;
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) =>
      scriptsArrive ? route.continue() : route.abort(),
    );
    await page.goto(`${allowed.origin}/apply-early`);
    const frame = page.frameLocator('#posting iframe');
    await fillStandardFields(frame, uniqueEmail('embed-early'));
    await answerQuestions(frame, { passes: 1 });
    await consentToEverything(frame);
    await expect(frame.locator('form.apply-form')).not.toHaveAttribute('data-enhanced', 'true');
    scriptsArrive = true;
    await submit(frame).click();
    await expect(received(frame)).toBeVisible();
    // The page that says "received" and the bridge that tells the host wake together: still told, once.
    await expect.poll(async () => (await events(page, 'careers:submitted')).length).toBe(1);
    const [submitted] = await events(page, 'careers:submitted');
    expect(submitted?.detail).toEqual({ postingId: postings.noQuestions, reference: expect.any(String) });
  });

  test('a posting that is gone tells the host page careers:error "not_found", once, and says so in the frame', async ({
    page,
  }) => {
    allowed.pages.set(
      '/gone',
      hostPage(
        `<div id="posting" data-careers-embed="posting" data-posting="00000000-0000-4000-8000-000000000000" data-lang="de"></div>`,
      ),
    );
    await page.goto(`${allowed.origin}/gone?utm_source=li`);
    await expect
      .poll(async () => (await events(page, 'careers:error')).map((e) => e.detail))
      .toEqual([{ reason: 'not_found' }]);
    const frame = page.frameLocator('#posting iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    // The way on to the list stays in the frame as it was: its host (for sizing), language and campaign.
    expect(await germanWayToTheList(frame)).toMatchObject({
      origin: allowed.origin,
      lang: 'de',
      utm_source: 'li',
    });
  });

  test('a status link that is not genuine leads on to the jobs in the same frame, without the campaign', async ({
    page,
  }) => {
    const frame = `origin=${encodeURIComponent(allowed.origin)}&lang=de&accent=%23aa3300`;
    await page.goto(`${siteOrigin}/embed/applications/not-a-status-link?${frame}&utm_source=li`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await germanWayToTheList(page)).toEqual({
      origin: allowed.origin,
      lang: 'de',
      accent: '#aa3300',
    });
  });

  test('a frame the browser refuses is no visit in the Campaigns report; one it shows is', async ({
    page,
  }) => {
    const snippet = `<div id="posting" data-careers-embed="posting" data-posting="${postings.intern}"></div>`;
    foreign.pages.set('/refused', hostPage(snippet));
    allowed.pages.set('/shown', hostPage(snippet));
    const tag = uniqueEmail('frame').replace(/@.*/, '').slice(-12);
    const [refused, shown] = [`refused-${tag}`, `shown-${tag}`];
    await page.goto(`${foreign.origin}/refused?utm_source=frames&utm_campaign=${refused}`);
    await expect.poll(async () => (await events(page, 'careers:error')).length, { timeout: 20_000 }).toBe(1);
    await page.goto(`${allowed.origin}/shown?utm_source=frames&utm_campaign=${shown}`);
    await expect.poll(async () => (await events(page, 'careers:ready')).length).toBe(1);

    await signInAsStaff(page, staff.admin, '/admin/campaigns');
    // The report writes the counts first: the shown frame's landing is there, the refused one's is not.
    await expect(page.getByRole('row', { name: new RegExp(shown) })).toHaveCount(1);
    await expect(page.getByRole('row', { name: new RegExp(refused) })).toHaveCount(0);
  });

  test('a page whose origin is not allowed cannot frame the site; the loader shows a link instead', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    foreign.pages.set(
      '/',
      hostPage(`<div id="posting" data-careers-embed="posting" data-posting="${postings.intern}"></div>`),
    );
    await page.goto(`${foreign.origin}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await events(page, 'careers:error')).map((e) => e.detail), {
        timeout: 20_000,
      })
      .toEqual([{ reason: 'timeout' }]);
    expect(await events(page, 'careers:ready')).toEqual([]);
    await expect(page.locator('#posting iframe')).toHaveCount(0);
    await expect(page.locator('#posting').getByRole('link', { name: /View this job/ })).toHaveAttribute(
      'href',
      `${siteOrigin}/jobs/${postings.intern}`,
    );
  });

  test('the frame’s title is in the data-lang language unless the employer names it', async ({ page }) => {
    allowed.pages.set(
      '/de',
      hostPage(
        `<div id="list" data-careers-embed="jobs" data-lang="de"></div>
         <div id="posting" data-careers-embed="posting" data-posting="${postings.intern}" data-lang="de-AT"></div>
         <div id="english" data-careers-embed="jobs"></div>
         <div id="named" data-careers-embed="jobs" data-lang="de" data-title="Karriere bei Acme"></div>`,
      ),
    );
    await page.goto(`${allowed.origin}/de`);
    await expect(page.locator('#list iframe')).toHaveAttribute('title', 'Offene Stellen');
    await expect(page.locator('#posting iframe')).toHaveAttribute(
      'title',
      'Stellenanzeige und Bewerbungsformular',
    );
    await expect(page.locator('#english iframe')).toHaveAttribute('title', 'Open positions');
    await expect(page.locator('#named iframe')).toHaveAttribute('title', 'Karriere bei Acme');
    // The frame it names speaks German too.
    await expect(page.frameLocator('#list iframe').locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the console’s snippet, pasted into the employer’s page, shows the chosen posting in the chosen look and language', async ({
    page,
    browser,
  }) => {
    await signInAsStaff(page, staff.admin, '/admin/embed');
    await expect(page.getByRole('heading', { level: 1, name: 'Embed snippet' })).toBeVisible();
    await expect(page.locator('.admin-notice code', { hasText: allowed.origin })).toBeVisible();
    await page.getByRole('radio', { name: 'One posting' }).check();
    await page.getByRole('combobox', { name: /^Posting/ }).selectOption(postings.noQuestions);
    await page.getByLabel('Accent colour').fill('#aa3300');
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Corner radius (px)').fill('0');
    const snippet = await snippetSaying(page, `data-posting="${postings.noQuestions}"`);

    // The live preview shows what the snippet will.
    await page.getByRole('button', { name: 'Show live preview' }).click();
    const preview = page.frameLocator('iframe[title="Live preview of the embedded page"]');
    await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
    // Marked as the preview (staff inside it are not counted as visitors); the snippet is not.
    await expect(page.locator('iframe[title="Live preview of the embedded page"]')).toHaveAttribute(
      'src',
      /[?&]preview=1(&|$)/,
    );
    expect(snippet).not.toContain('preview');
    await expect(preview.getByRole('button', { name: 'Bewerbung absenden' })).toHaveCSS(
      'border-radius',
      '0px',
    );

    allowed.pages.set('/from-console', hostPage(snippet));
    await page.goto(`${allowed.origin}/from-console`);
    const frame = page.frameLocator('[data-careers-embed] iframe');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    const send = frame.getByRole('button', { name: 'Bewerbung absenden' });
    await expect(send).toHaveCSS('background-color', 'rgb(170, 51, 0)');
    await expect(send).toHaveCSS('border-radius', '0px');

    // Without scripts the reader gets the snippet's link: the same job, in the same language.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScripts.newPage();
    await reader.goto(`${allowed.origin}/from-console`);
    await expect(
      reader.getByRole('link', { name: 'Diese Stelle auf unserer Karriereseite ansehen und bewerben' }),
    ).toHaveAttribute('href', `${siteOrigin}/de/jobs/${postings.noQuestions}`);
    await noScripts.close();
  });

  test('a team’s own page: the console’s snippet for one team shows that team’s jobs, and the candidate can widen it', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin}/?department=sales`);
    const teamTotal = await page
      .getByRole('heading', { level: 2, name: /open position|match/ })
      .textContent();
    await signInAsStaff(page, staff.admin, '/admin/embed');
    await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Sales' });
    const snippet = await snippetSaying(page, 'data-department="sales"');

    allowed.pages.set('/sales-team', hostPage(snippet));
    await page.goto(`${allowed.origin}/sales-team`);
    const frame = page.frameLocator('[data-careers-embed] iframe');
    await expect(frame.getByRole('heading', { level: 2, name: /open position|match/ })).toHaveText(
      teamTotal!,
    );
    const team = frame.getByRole('combobox', { name: 'Department' });
    await expect(team.locator('option:checked')).toHaveText('Sales');
    // Every department is one choice away, inside the frame.
    await team.selectOption('');
    await frame.getByRole('button', { name: 'Search' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: /open position/ })).not.toHaveText(teamTotal!);
  });

  test('a shop’s own page: the console’s snippet for a city and the distance around it shows the jobs near it', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin}/?city=Berlin&within=50`);
    const aroundTotal = await page.getByRole('heading', { level: 2, name: /match/ }).textContent();
    await signInAsStaff(page, staff.admin, '/admin/embed');
    await page.getByRole('combobox', { name: 'City' }).selectOption('Berlin');
    await page.getByRole('combobox', { name: 'Around the city' }).selectOption({ label: 'Within 50 km' });
    const snippet = await snippetSaying(page, 'data-city="Berlin" data-within="50"');

    allowed.pages.set('/berlin-shop', hostPage(snippet));
    await page.goto(`${allowed.origin}/berlin-shop`);
    const frame = page.frameLocator('[data-careers-embed] iframe');
    await expect(frame.getByRole('heading', { level: 2, name: /match/ })).toHaveText(aroundTotal!);
    await expect(frame.getByText('27 km from Berlin')).toBeVisible();
    await expect(frame.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
  });

  test('a choice made while the console’s builder loads waits for its code, so the snippet has it', async ({
    page,
  }) => {
    await signInAsStaff(page, staff.admin, '/admin/embed');
    await expect(page.getByRole('heading', { level: 1, name: 'Embed snippet' })).toBeVisible();
    // The page again, its scripts held back: the fields are there, and wait.
    const release = await holdScripts(page);
    await page.goto('/admin/embed', { waitUntil: 'commit' });
    const type = page.getByRole('combobox', { name: 'Employment type' });
    await expect(type).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy snippet' })).toBeDisabled();
    const choosing = type.selectOption({ label: 'Internship' });
    release();
    await choosing;
    await snippetSaying(page, 'data-employmentType="intern"');
  });

  test('a students’ page: the console’s snippet for internships shows the internships, the filter set in the frame', async ({
    page,
  }) => {
    await signInAsStaff(page, staff.admin, '/admin/embed');
    await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ label: 'Internship' });
    const snippet = await snippetSaying(page, 'data-employmentType="intern"');

    allowed.pages.set('/students', hostPage(snippet));
    await page.goto(`${allowed.origin}/students`);
    const frame = page.frameLocator('[data-careers-embed] iframe');
    await expect(frame.getByRole('heading', { level: 2, name: /match/ })).toHaveText(
      '2 jobs match your search',
    );
    await expect(frame.getByRole('combobox', { name: 'Employment type' })).toHaveValue('intern');
    for (const title of await frame.getByRole('heading', { level: 3 }).allTextContents())
      expect(title).toContain('Intern');
  });

  test('a message from a foreign origin is ignored', async ({ page }) => {
    allowed.pages.set('/spoofed', hostPage(`<div id="list" data-careers-embed="jobs"></div>`));
    foreign.pages.set(
      '/spoof',
      `<!doctype html><title>spoof</title><script>
        parent.postMessage({ type: 'careers:resize', height: 50 }, '*');
        parent.postMessage({ type: 'careers:ready' }, '*');
        parent.postMessage({ type: 'test:done' }, '*');
      </script>`,
    );
    await page.goto(`${allowed.origin}/spoofed`);
    await expect.poll(async () => (await events(page, 'careers:resize')).length).toBeGreaterThan(0);
    await expect.poll(() => overflow(page, '#list iframe')).toBeLessThanOrEqual(0);
    const height = await page.locator('#list iframe').evaluate((element) => element.clientHeight);

    // The loader listened first, so once the test's listener has seen "done" the loader has seen the rest.
    await page.evaluate((src) => {
      const state = window as unknown as { done: number };
      state.done = 0;
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'test:done') state.done++;
      });
      window.postMessage({ type: 'careers:resize', height: 50 }, '*');
      window.postMessage({ type: 'test:done' }, '*');
      const spoof = document.createElement('iframe');
      spoof.title = 'Another site';
      spoof.src = src;
      document.body.append(spoof);
    }, `${foreign.origin}/spoof`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { done: number }).done)).toBe(2);

    expect(await page.locator('#list iframe').evaluate((element) => element.clientHeight)).toBe(height);
    const resized = (await events(page, 'careers:resize')).map((event) => event.detail.height);
    expect(resized).not.toContain(50);
    expect(await events(page, 'careers:ready')).toHaveLength(1);
  });
});

test.describe('accessibility', () => {
  test('the embedded list, posting and form with errors have no axe violations', async ({ page }) => {
    const query = `origin=${encodeURIComponent(allowed.origin)}&accent=%23aa3300&utm_source=axe`;
    await page.goto(`/embed/jobs?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/embed/jobs/${postings.intern}?${query}`);
    await expectNoAxeViolations(page);
    await submit(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
