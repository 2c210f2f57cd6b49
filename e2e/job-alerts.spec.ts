import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { allowedHostPort, hostPage, siteOrigin, startEmbedHost } from './support/embed-host';
import { platformUrl } from './support/fill-form';
import { LOCALE_COOKIE } from '../lib/i18n/locales';
import { hiddenFields } from './support/hidden-fields';
import { mailsTo } from './support/read-mail';

// Set for the site in playwright.config.ts: lets the test run the worker's alert check at once.
const CHECK_TOKEN = process.env.E2E_ALERTS_CHECK_TOKEN ?? 'e2e-only-alerts-check-token';
const serviceHeaders = { 'x-service-token': 'dev-service-token' };
/** Unpublished in the seed; matches the search "robotics" once published. */
const NEW_JOB_TITLE = 'Head of Robotics Research';

const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}@alerts-e2e.example`;
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+${path}/\\S+`).exec(text)?.[0] ?? null;

async function jobIdOf(api: APIRequestContext, title: string): Promise<string> {
  const response = await api.get(`${platformUrl}/jobs?limit=100`, { headers: serviceHeaders });
  expect(response.ok()).toBe(true);
  const { content } = (await response.json()) as { content: { id: string; title: string }[] };
  const job = content.find((item) => item.title === title);
  if (!job) throw new Error(`no job titled ${title}`);
  return job.id;
}

async function runAlertCheck(api: APIRequestContext) {
  const response = await api.post('/api/alerts/check', {
    headers: { authorization: `Bearer ${CHECK_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { digestsQueued: number };
}

async function subscribe(page: Page, email: string) {
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(answer).toBeVisible();
  // The button that held focus is gone with the form: the answer takes it.
  await expect(answer).toBeFocused();
}

test.describe('a closed job’s page', () => {
  // Its own address: its sign-up counts against no other test's hourly limit.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.60' } });
  /** Unpublished in the seed (the next describe publishes it for a while): Engineering, in Germany. */
  const CLOSED = '2a3bed14-0910-457f-afb1-4a115f9f0c1a';

  test('offers an alert for the next job like it: same department, same country', async ({ page }) => {
    await page.goto(`/jobs/${CLOSED}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer open');
    await expect(page.getByRole('heading', { name: 'Get new jobs like this one by email' })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('closed');
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('button', { name: 'Email me new jobs like this one' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    await page.goto(linkIn((await mailsTo(email))[0]!.text, '/alerts/confirm')!);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByText('New jobs matching Germany, Engineering')).toBeVisible();
  });
});

test.describe('job alerts', () => {
  let publishedJobId: string | null = null;

  test.afterAll(async () => {
    // Back to the seed for whatever runs next against this platform.
    if (!publishedJobId) return;
    const api = await request.newContext();
    await api.delete(`${platformUrl}/jobs/${publishedJobId}/publication`, { headers: serviceHeaders });
    await api.dispose();
  });

  test('subscribe, confirm from the mail, one digest for a new posting, one-click unsubscribe', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('digest');
    // Lower case: the site's name ("Acme Robotics") is in every mail, the typed query must not be.
    await page.goto('/?q=robotics');
    await expect(page.getByRole('heading', { name: 'Get new jobs like these by email' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The server checks the address (the browser's own check is off: noValidate).
    await page.getByLabel('Your email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
    await expect(page.getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expectNoAxeViolations(page);

    await subscribe(page, email);
    await expectNoAxeViolations(page);

    // Double opt-in: one confirmation mail, its link signed.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toMatch(/Confirm your job alert/);
    expect(confirmation!.text).not.toContain('robotics');
    const confirmUrl = linkIn(confirmation!.text, '/alerts/confirm')!;
    expect(confirmUrl).toBeTruthy();

    // A tampered link is a 404.
    const tampered = confirmUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await page.goto(tampered);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(confirmUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your job alert' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page).toHaveURL(/\/alerts\/manage\//);
    await expect(page.getByRole('status')).toContainText('Your job alert is on');
    await expect(page.getByText('New jobs matching “robotics”')).toBeVisible();
    await expectNoAxeViolations(page);

    // A new posting on the platform, then the worker's check: exactly one digest, with it.
    const api = await request.newContext({ baseURL });
    publishedJobId = await jobIdOf(api, NEW_JOB_TITLE);
    const published = await api.post(`${platformUrl}/jobs/${publishedJobId}/publication`, {
      headers: serviceHeaders,
    });
    expect(published.ok()).toBe(true);
    await runAlertCheck(api);
    const digests = async () => (await mailsTo(email)).filter((mail) => /new job/i.test(mail.subject));
    await expect.poll(async () => (await digests()).length, { timeout: 20_000 }).toBe(1);
    const [digest] = await digests();
    expect(digest!.text).toContain(NEW_JOB_TITLE);
    // With its pay as its page states it (the seed's "salary" custom field), read by the background check.
    expect(digest!.text).toMatch(new RegExp(`${NEW_JOB_TITLE} — .+ · €120,000 – €150,000 per year`));
    // Only what is new: the Robotics job open before the alert is not in it.
    expect(digest!.text).not.toContain('Senior Robotics Software Engineer');
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(digest!.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toMatch(/\/api\/alerts\/unsubscribe\//);

    // The same day, a second check sends nothing more.
    expect((await runAlertCheck(api)).digestsQueued).toBe(0);

    // One-click unsubscribe (RFC 8058): a bare POST, no cookies, no session.
    const mailClient = await request.newContext();
    const unsubscribed = await mailClient.post(unsubscribeUrl!, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(unsubscribed.status()).toBe(200);
    await mailClient.dispose();

    expect((await runAlertCheck(api)).digestsQueued).toBe(0);
    expect(await digests()).toHaveLength(1);

    // The manage link in the digest now lists nothing; the text's unsubscribe page says it is stopped.
    await page.goto(linkIn(digest!.text, '/alerts/manage')!);
    await expect(page.getByText('You have no job alerts.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(linkIn(digest!.text, '/alerts/unsubscribe')!);
    await expect(page.getByRole('heading', { name: 'This job alert is stopped' })).toBeVisible();
    await expectNoAxeViolations(page);
    await api.dispose();
  });

  test('the manage page deletes one alert, and mails another weekly, as chosen, daily, or as jobs open; the header’s unsubscribe address asks before it stops another', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('manage');
    const SALES_SEARCH = 'Sales, On-site, at least €50,000 a year';
    const SALES = `New jobs matching ${SALES_SEARCH}`;
    const confirmLinks = async () =>
      (await mailsTo(email)).map((mail) => ({ mail, link: linkIn(mail.text, '/alerts/confirm')! }));
    await page.goto('/?country=de');
    await subscribe(page, email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [germany] = await confirmLinks();
    // The list's own filters (work mode, pay) are part of the alert too.
    await page.goto('/?department=sales&workMode=onsite&payCurrency=EUR&minPay=50000');
    await subscribe(page, email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(2);
    const sales = (await confirmLinks()).find((entry) => entry.link !== germany!.link)!;
    // Daily unless chosen otherwise; the sales alert is confirmed weekly.
    for (const { link } of [germany!, sales]) {
      await page.goto(link);
      const often = page.getByRole('group', { name: 'How often may we email you?' });
      await expect(often.getByRole('radio', { name: 'At most once a day' })).toBeChecked();
      await expect(often.getByRole('radio')).toHaveCount(3);
      if (link === sales.link) {
        await often.getByRole('radio', { name: 'At most once a week' }).check();
        await expectNoAxeViolations(page);
      }
      await page.getByRole('button', { name: 'Confirm job alert' }).click();
      await expect(page.getByRole('status')).toContainText('Your job alert is on');
    }
    const item = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    await expect(item('New jobs matching Germany')).toContainText('At most once a day');
    await expect(item(SALES)).toContainText('At most once a week');

    // Back to daily for the sales alert: said, and shown.
    await page.getByRole('button', { name: `Once a day instead, for ${SALES_SEARCH}` }).click();
    await expect(page.getByRole('status')).toContainText(
      'Done: we will email you about it at most once a day.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    await expect(item(SALES)).toContainText('At most once a day');
    await expect(
      page.getByRole('button', { name: `Once a week instead, for ${SALES_SEARCH}` }),
    ).toBeVisible();
    // Or as jobs open, for a candidate in a hurry: at most once an hour.
    await page.getByRole('button', { name: `As they open instead, for ${SALES_SEARCH}` }).click();
    await expect(page.getByRole('status')).toContainText(
      'Done: we will email you about it as new jobs open, at most once an hour.',
    );
    await expect(item(SALES)).toContainText('As they open, at most once an hour');
    await expect(page.getByRole('button', { name: `Once a day instead, for ${SALES_SEARCH}` })).toBeVisible();

    await page.getByRole('button', { name: 'Delete the alert for Germany' }).click();
    await expect(page.getByRole('status')).toContainText('The job alert is deleted');
    // A second answer on the same page (only its query changed) takes focus again.
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByText('New jobs matching Germany')).toHaveCount(0);
    await expect(page.getByText(SALES)).toBeVisible();
    // Each alert leads to the jobs its search finds today.
    await expect(page.getByRole('link', { name: `See the jobs matching ${SALES_SEARCH}` })).toHaveAttribute(
      'href',
      '/?department=sales&workMode=onsite&payCurrency=EUR&minPay=50000',
    );
    await expectNoAxeViolations(page);
    const managePage = page.url();
    // On the Arabic page, the search in words is isolated from the sentence around it (FSI … PDI), so
    // its commas and euro sign keep their order; so are the buttons' names.
    // (In a browser of its own: opening an Arabic page keeps Arabic as this browser's choice.)
    const managePath = new URL(managePage).pathname.replace(/^\/(?:[a-z]{2}\/)?/, '/');
    const arabicReader = await browser.newContext();
    const arabic = await arabicReader.newPage();
    await arabic.goto(`/ar${managePath}`);
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicItem = arabic.getByRole('main').getByRole('listitem').first();
    expect(await arabicItem.innerText()).toMatch(/\u2068[^\u2069]+\u2069/);
    await expectNoAxeViolations(arabic);
    await arabicReader.close();

    // A person opening the List-Unsubscribe address (a GET) is asked; nothing stops before the button.
    const header = /^<(.+)>$/.exec(sales.mail.headers.get('list-unsubscribe') ?? '')?.[1];
    await page.goto(header!);
    await expect(page.getByRole('heading', { name: 'Stop this job alert?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(managePage);
    await expect(page.getByText(SALES)).toBeVisible();
    await page.goto(header!);
    await page.getByRole('button', { name: 'Stop this job alert' }).click();
    await expect(page.getByRole('heading', { name: 'This job alert is stopped' })).toBeVisible();
    // The button is gone: its answer takes focus and is read out, once (a reload only shows it).
    const answer = page.getByRole('status').filter({ hasText: 'You will get no more emails for it' });
    await expect(answer).toBeFocused();
    await expect(page).not.toHaveURL(/done=/);
    await page.reload();
    await expect(page.getByText('You will get no more emails for it')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You will get no more emails' })).toHaveCount(0);
    await page.goto(managePage);
    await expect(page.getByText('You have no job alerts.')).toBeVisible();
  });

  test('an alert for a search around a city keeps its distance; a made-up frequency confirms nothing', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('around');
    await page.goto('/?city=Berlin&within=25');
    await subscribe(page, email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [confirmation] = await mailsTo(email);
    const confirmPath = new URL(linkIn(confirmation!.text, '/alerts/confirm')!).pathname;
    // A hand-made post of the page's form with a frequency it does not offer: refused, nothing confirmed.
    const fields = await hiddenFields(page.request, confirmPath);
    const refused = await page.request.post(confirmPath, {
      headers: { origin: baseURL! },
      multipart: { ...fields, frequency: 'yearly' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(404);
    await page.goto(confirmPath);
    await expect(page.getByRole('button', { name: 'Confirm job alert' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByText('New jobs matching Berlin and 25 km around')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'See the jobs matching Berlin and 25 km around' }),
    ).toHaveAttribute('href', '/?city=Berlin&within=25');
  });

  test('confirmed from an English page after another tab chose Arabic: answered in English, not half of each', async ({
    page,
    context,
  }) => {
    // Its own client address: the hourly limit on new alerts is shared by loopback's tests.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.61' });
    const email = uniqueEmail('tabs');
    await page.goto('/?country=pl');
    await subscribe(page, email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [confirmation] = await mailsTo(email);
    await page.goto(linkIn(confirmation!.text, '/alerts/confirm')!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Meanwhile another tab switches to Arabic: the kept choice changes under this open page.
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: page.url() }]);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(page.getByRole('status')).toContainText('Your job alert is on');
    await expect(page.getByRole('heading', { level: 1, name: 'Your job alerts' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('works in the embed, inside an employer’s page', async ({ page }) => {
    const email = uniqueEmail('embed');
    await page.goto('/embed/jobs?department=engineering');
    await expect(page.getByRole('heading', { name: 'Get new jobs like these by email' })).toBeVisible();
    await expectNoAxeViolations(page);

    const host = await startEmbedHost(allowedHostPort);
    try {
      host.pages.set('/', hostPage('<div id="list" data-careers-embed="jobs"></div>'));
      await page.goto(`${host.origin}/`);
      const list = page.frameLocator('#list iframe');
      await list.getByLabel('Your email address').fill(email);
      await list.getByRole('button', { name: 'Email me new jobs like these' }).click();
      await expect(list.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    } finally {
      await host.close();
    }
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The links lead to the site itself, not the frame.
    expect(linkIn(mail!.text, '/alerts/confirm')).toMatch(new RegExp(`^${siteOrigin}/alerts/confirm/`));
  });
});

test.describe('job alert sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' } });

  test('the answer opens in view, though the form is at the end of the list and the page reloads', async ({
    page,
  }) => {
    await page.goto('/');
    const field = page.getByLabel('Your email address');
    // Below the fold, as on any list of jobs: a reloaded page opens at its top.
    await expect(field).not.toBeInViewport();
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
    await expect(page.getByText('Enter an email address like name@example.com')).toBeInViewport();
    await expect(field).toBeFocused();

    await field.fill(uniqueEmail('plain'));
    await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(answer).toBeInViewport();
    await expect(answer).toBeFocused();
  });

  test('a refusal of the whole form (past the day’s alerts for one address) opens in view, the address kept', async ({
    page,
  }) => {
    // An address of its own: the client address's hourly count is not what refuses here.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.63' });
    const email = uniqueEmail('plain-limited');
    const field = page.getByLabel('Your email address');
    // Three alerts a day for one address (ALERT_LIMITS.perEmailPerDay): the fourth is refused.
    for (const search of ['/?q=engineer', '/?q=sales', '/?q=robot']) {
      await page.goto(search);
      await field.fill(email);
      await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    }
    await page.goto('/?q=design');
    await field.fill(email);
    await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
    const refusal = page.getByText('We cannot start more job alerts for you just now.');
    await expect(refusal).toBeInViewport();
    await expect(refusal).toBeFocused();
    await expect(page.getByText('Check your inbox')).toHaveCount(0);
    await expect(field).toHaveValue(email);
  });
});
