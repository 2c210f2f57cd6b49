import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  applyWithoutQuestions,
  candidatesOnPlatform,
  platformUrl,
  postings,
  uniqueEmail,
} from './support/fill-form';
import { mailsTo, plainTextMailTo, staffMailsAbout } from './support/read-mail';
import { waitingApplicationFile } from './support/run-dir';
import { applicationIdIn, journaledAbout, journaledIds } from './support/erasure-journal';
import { mailedAllApplicationsLink } from './support/all-applications-mail';
import { boundArgumentsField, hiddenFields } from './support/hidden-fields';
import { signInAsStaff, staff } from './support/staff-sign-in';
import { emulatorHeaders } from '../lib/platform/server/test-support/emulator-headers';

const currentStatus = (page: Page) => page.getByText(/^Current status:/);

async function setFaults(body: unknown) {
  const response = await fetch(`${platformUrl}/_emulator/faults`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** A page with JavaScript off, as from a phone's mail app with scripts off, from a client address of its own. */
async function pageWithoutScript(browser: Browser, clientAddress: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  return { page: await context.newPage(), context };
}

/** Moves the candidate on the platform, as staff do. */
async function moveOnPlatform(candidateId: string, status: string) {
  const moved = await fetch(`${platformUrl}/_emulator/candidates/${candidateId}/status`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify({ status }),
  });
  expect(moved.ok).toBe(true);
}

/**
 * Applies, follows the status link, and waits there until the application has reached the platform.
 * Answers the job's title, the status page's address and the candidate's id on the platform.
 */
async function applyUntilSent(page: Page, email: string) {
  const title = await applyWithoutQuestions(page, email);
  await page.getByRole('link', { name: 'Follow the status of your application' }).click();
  await expect(currentStatus(page)).toHaveText('Current status: Sent to the employer', { timeout: 30_000 });
  const [candidate] = await candidatesOnPlatform(email);
  expect(candidate).toBeDefined();
  return { title, statusUrl: page.url(), candidateId: candidate!.id };
}

/** Moves the candidate on the platform, then reloads the status page until it shows the new step. */
async function moveAndSee(page: Page, candidateId: string, status: string, shown: string) {
  await moveOnPlatform(candidateId, status);
  await expect
    .poll(
      async () => {
        await page.reload();
        return currentStatus(page).textContent();
      },
      { timeout: 30_000 },
    )
    .toBe(`Current status: ${shown}`);
}

/**
 * Applies, then posts the request page's own form (`/applications/<token>/<request>`) with the status
 * link it binds tampered four ways, each of which must be a 404 that changes nothing. Answers the status
 * page's path, and the genuine post to make afterwards.
 */
async function postTamperedLinks(page: Page, baseURL: string, request: string, tag: string) {
  await applyWithoutQuestions(page, uniqueEmail(tag));
  const statusPath = (await page
    .getByRole('link', { name: 'Follow the status of your application' })
    .getAttribute('href'))!;
  // The hidden fields the page's form sends without JavaScript: its action and bound link.
  const fields = await hiddenFields(page.request, `${statusPath}/${request}`);
  const bound = boundArgumentsField(fields);
  expect(bound, 'the form carries the link as its bound argument').toBeTruthy();
  const genuine = statusPath.split('/').pop()!;
  for (const tampered of ['[12345]', '[]', `["${genuine.slice(0, -2)}AA"]`, `["${'x'.repeat(600)}"]`]) {
    const response = await page.request.post(`${statusPath}/${request}`, {
      headers: { origin: baseURL },
      multipart: { ...fields, [bound!]: tampered },
      maxRedirects: 0,
    });
    expect(response.status(), tampered).toBe(404);
  }
  /** The same post with the link as the page bound it: it does what it asks, back to the status page's answer. */
  const postGenuine = async (answer: string) => {
    const untouched = await page.request.post(`${statusPath}/${request}`, {
      headers: { origin: baseURL },
      multipart: fields,
      maxRedirects: 0,
    });
    expect(untouched.status()).toBe(303);
    expect(untouched.headers().location).toBe(`${statusPath}?done=${answer}`);
  };
  return { statusPath, postGenuine };
}

test.afterEach(() => setFaults({ latencyMs: { minMs: 0, maxMs: 0 }, errorRate: 0, paths: [] }));

test('apply → "received" → sent to the employer → moved on the platform → the page follows without a reload', async ({
  page,
}) => {
  // The platform answers slowly, so the candidate is told "received" before delivery is confirmed.
  await setFaults({ latencyMs: { minMs: 4_000, maxMs: 4_000 }, paths: ['/postings/'] });
  const email = uniqueEmail('status');
  const title = await applyWithoutQuestions(page, email);
  await page.getByRole('link', { name: 'Follow the status of your application' }).click();
  await expect(page).toHaveURL(/\/applications\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(currentStatus(page)).toHaveText('Current status: Received');
  await expect(page.locator('dd').first()).toHaveText(title);
  // The title leads back to the ad, to read again before an interview.
  await expect(page.locator('dd').first().getByRole('link', { name: title })).toHaveAttribute(
    'href',
    /^\/jobs\/[\w-]+$/,
  );

  await expect(currentStatus(page)).toHaveText('Current status: Sent to the employer', { timeout: 30_000 });
  const [candidate] = await candidatesOnPlatform(email);
  expect(candidate).toBeDefined();
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  await moveOnPlatform(candidate!.id, 'INTERVIEW');
  await expect(currentStatus(page)).toHaveText('Current status: Interview', { timeout: 40_000 });
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
  await expect(page.getByRole('listitem').filter({ hasText: 'Interview' })).toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('the link in the confirmation email opens the same page; a tampered link is a 404', async ({ page }) => {
  const email = uniqueEmail('mail');
  await applyWithoutQuestions(page, email);
  const statusHref = await page
    .getByRole('link', { name: 'Follow the status of your application' })
    .getAttribute('href');

  await expect.poll(() => plainTextMailTo(email), { timeout: 20_000 }).toContain('/applications/');
  const text = (await plainTextMailTo(email))!;
  const link = /(https?:\/\/\S+\/applications\/\S+)/.exec(text)?.[1];
  expect(link).toBeDefined();
  expect(new URL(link!).pathname).toBe(statusHref);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();

  const [kid, id, mac] = new URL(link!).pathname.split('/').pop()!.split('.') as [string, string, string];
  const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
  for (const token of [`${kid}.${id}.${flipped}`, `${kid}.${id}`, 'local.AAAAAAAAAAAAAAAAAAAAAA.x', '1']) {
    const pageResponse = await page.goto(`/applications/${token}`);
    expect(pageResponse?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this application' })).toBeVisible();
    const api = await page.request.get(`/api/applications/${token}/status`);
    expect(api.status()).toBe(404);
  }
  await expectNoAxeViolations(page);
  const genuine = await page.request.get(`/api/applications/${kid}.${id}.${mac}/status`);
  expect(genuine.status()).toBe(200);
  expect(genuine.headers()['cache-control']).toContain('no-store');
});

test.describe('a lost confirmation mail', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.31' } });

  test('the look-up asks "Did you mean" of an address with a likely slip, and mends it when asked', async ({
    page,
  }) => {
    await page.goto('/applications');
    const field = page.getByLabel('Your email address');
    await field.fill('ada@outlok.com');
    await field.press('Tab');
    const suggestion = page.locator('[data-email-suggestion]');
    await expect(suggestion).toHaveText('Did you mean ada@outlook.com?');
    await page.getByRole('button', { name: 'ada@outlook.com' }).click();
    await expect(field).toHaveValue('ada@outlook.com');
    await expect(field).toBeFocused();
    await expect(suggestion).toBeEmpty();
    await page.goto('/ar/applications');
    const arabicField = page.locator('main input[type=email]');
    await arabicField.fill('ada@gmial.com');
    await arabicField.press('Tab');
    // In Arabic, the address inside the sentence keeps its own left-to-right order.
    await expect(suggestion.locator('bdi[dir=ltr]')).toHaveText('ada@gmail.com');
    await expect(suggestion).toContainText('هل تقصد');
    await expectNoAxeViolations(page);
  });

  test('"Your applications" mails the same status link again; any address gets the same answer, with or without JavaScript', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('lost');
    const title = await applyWithoutQuestions(page, email);
    const statusHref = await page
      .getByRole('link', { name: 'Follow the status of your application' })
      .getAttribute('href');
    await expect.poll(() => plainTextMailTo(email), { timeout: 20_000 }).toContain('/applications/');

    // An address that never applied, without JavaScript: the same words, and (checked below) no mail.
    const nobody = uniqueEmail('never-applied');
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.32');
    await plain.goto('/applications');
    await plain.getByLabel('Your email address').fill(nobody);
    await plain.getByRole('button', { name: 'Email me my links' }).click();
    await expect(plain.getByText('Please check your inbox.')).toBeVisible();
    await noScript.close();

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Your applications' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your applications' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Your email address').fill('not an address');
    await page.getByRole('button', { name: 'Email me my links' }).click();
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    // Typed as people type it: the address is matched whatever its case and spaces.
    await page.getByLabel('Your email address').fill(` ${email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Email me my links' }).click();
    await expect(page.getByText('Please check your inbox.')).toBeVisible();
    await expectNoAxeViolations(page);

    const linksMail = async () =>
      (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your applications at'));
    await expect.poll(async () => (await linksMail())?.text ?? null, { timeout: 20_000 }).toContain(title);
    const link = /(https?:\/\/\S+\/applications\/\S+)/.exec((await linksMail())!.text)?.[1];
    expect(new URL(link!).pathname).toBe(statusHref);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    // The other look-up was answered first, and mailed nothing.
    expect(await mailsTo(nobody)).toEqual([]);

    // A link that does not work leads here too.
    await page.goto('/applications/local.AAAAAAAAAAAAAAAAAAAAAA.x');
    await page.getByRole('link', { name: 'Get the links to your applications by email.' }).click();
    await expect(page).toHaveURL(/\/applications$/);
  });

  test('in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/applications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن طلباتك' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('an application that ended', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.30' } });

  test('an end the page learns by itself is shown where it is, and does not take the focus', async ({
    page,
  }) => {
    const { candidateId } = await applyUntilSent(page, uniqueEmail('ended-polled'));
    await moveOnPlatform(candidateId, 'REJECTED');
    // No reload: the page's own poll brings the news.
    await expect(currentStatus(page)).toHaveText('Current status: Not selected', { timeout: 30_000 });
    const ended = page.getByText(/^Thank you for applying\. The team has decided not to go further/);
    await expect(ended).toBeVisible();
    await expect(ended).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });

  test('not selected: a kind word and the way on (open jobs, jobs like it, an alert); hired: none of it', async ({
    page,
    browser,
  }) => {
    const { candidateId } = await applyUntilSent(page, uniqueEmail('ended'));
    const allJobs = page.getByRole('link', { name: 'See all open positions' });
    const alert = page.getByRole('button', { name: 'Email me new jobs like this one' });
    // While it is under way, nothing of it.
    await expect(allJobs).toHaveCount(0);

    await moveAndSee(page, candidateId, 'REJECTED', 'Not selected');
    await expect(
      page.getByText(/^Thank you for applying\. The team has decided not to go further/),
    ).toBeVisible();
    await expect(page.getByText('This page updates by itself.', { exact: false })).toHaveCount(0);
    await expect(allJobs).toHaveAttribute('href', '/');
    const likeIt = page.getByRole('region', { name: 'More jobs like this one' });
    await expect(likeIt.getByRole('link').first()).toHaveAttribute('href', /^\/jobs\/[\w-]+$/);
    await expect(
      likeIt.getByRole('link', { name: await page.locator('dd a').first().innerText() }),
    ).toHaveCount(0);
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    // Without JavaScript the alert form posts from the page too (its token stays away from other sites).
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.30');
    await plain.goto(page.url());
    await plain.getByLabel('Your email address').fill(uniqueEmail('ended-alert'));
    await plain.getByRole('button', { name: 'Email me new jobs like this one' }).click();
    await expect(plain.getByText('Check your inbox.')).toBeVisible();
    await noScript.close();

    await moveAndSee(page, candidateId, 'HIRE', 'Hired');
    await expect(page.getByText(/^Congratulations!/)).toBeVisible();
    await expect(allJobs).toHaveCount(0);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('deleting one’s details from the site', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.34' } });

  test('confirmed on a page of its own, with or without JavaScript: the site’s copy goes, the link stops, staff are asked about the platform’s', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('erase');
    const { title, statusUrl } = await applyUntilSent(page, email);
    const offer = page.getByRole('region', { name: 'Your details on this site' });

    // Opening the page deletes nothing; "Keep them" leads back.
    await offer.getByRole('link', { name: 'Delete my details from this site' }).click();
    await expect(page).toHaveURL(`${statusUrl}/erase`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Delete your details from this site?' }),
    ).toBeVisible();
    await expect(page.getByText(`of your application for ${title}, sent on`)).toBeVisible();
    // Its address holds the link's token, as the status and withdraw pages' do: never indexed, never a referrer.
    for (const path of [statusUrl, `${statusUrl}/withdraw`, `${statusUrl}/erase`]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
      expect(html, path).toMatch(/<meta name="referrer" content="same-origin"\/>/);
    }
    await expect(page.getByText(/^It has reached the hiring team’s recruiting system/)).toContainText(
      'we will ask them to delete that too',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Keep them' }).click();
    await expect(page).toHaveURL(statusUrl);
    await expect(currentStatus(page)).toHaveText('Current status: Sent to the employer');

    // Confirmed without JavaScript: a plain form post.
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.34');
    await plain.goto(`${statusUrl}/erase`);
    await plain.getByRole('button', { name: 'Delete my details' }).click();
    await expect(plain).toHaveURL(/\/applications\/erased\?asked=1$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Your details are deleted' })).toBeVisible();
    await expect(
      plain.getByText('We have asked the hiring team to delete the copy in their recruiting system too.'),
    ).toBeVisible();
    await noScript.close();
    // Written down outside the database, so a restored backup has it deleted again.
    expect(await journaledIds()).toContain(applicationIdIn(statusUrl));

    await page.goto('/applications/erased?asked=1');
    await expectNoAxeViolations(page);

    // The link no longer shows anything of it, nor does its delete page or the status API.
    await page.goto(statusUrl);
    await expect(page.getByRole('heading', { name: 'This application is no longer kept' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.goto(`${statusUrl}/erase`);
    await expect(page.getByRole('button', { name: 'Delete my details' })).toHaveCount(0);
    const token = new URL(statusUrl).pathname.split('/').pop()!;
    expect((await page.request.get(`/api/applications/${token}/status`)).status()).toBe(404);

    // Staff are mailed by the platform's candidate id only; the console has nothing of it left.
    const [candidate] = await candidatesOnPlatform(email);
    expect(candidate).toBeDefined();
    const asked = () => staffMailsAbout('asked to have their data deleted', candidate!.id);
    await expect.poll(async () => (await asked()).length, { timeout: 20_000 }).toBe(1);
    expect((await asked())[0]!.text).not.toContain(email);
    const staffPage = await (await browser.newContext()).newPage();
    await signInAsStaff(staffPage, staff.admin, `/admin/applications?q=${encodeURIComponent(email)}`);
    await expect(staffPage.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await staffPage.context().close();
  });

  test('asked while its send is unsettled: never sent again, deleted once that is settled, and the open page says so', async ({
    page,
  }) => {
    // Every send to this posting is answered 503, which the site cannot tell from a send that arrived,
    // and so is every look-up that would settle it: it stays unsettled until the platform answers again.
    await setFaults({ errorRate: 1, paths: [`/postings/${postings.noQuestions}/candidates`, '/candidates'] });
    const email = uniqueEmail('erase-settling');
    await applyWithoutQuestions(page, email);
    await page.getByRole('link', { name: 'Follow the status of your application' }).click();
    const statusUrl = page.url();
    await page
      .getByRole('region', { name: 'Your details on this site' })
      .getByRole('link', { name: 'Delete my details from this site' })
      .click();
    await expect(page.getByText(/^It is being passed on to the hiring team right now\./)).toContainText(
      'we will ask them to delete their copy too',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete my details' }).click();

    // Back on the status page, which says it was asked (the note takes focus) and offers nothing more.
    await expect(page.getByText(/^You asked on .+ to delete your details from this site\./)).toBeFocused();
    // The answer is taken off the address once said: a reload or a bookmark does not say it again.
    await expect(page).toHaveURL(statusUrl);
    await expect(page.getByRole('region', { name: 'Your details on this site' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Withdraw this application' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const again = await page.request.get(`${statusUrl}/erase`);
    expect(await again.text()).toContain('You have already asked to delete it.');
    expect(await again.text()).not.toContain('Delete my details</button>');

    // The platform answers again: looked up, found not to have arrived, never sent again, and deleted.
    await setFaults({ errorRate: 0, paths: [] });
    await expect(page.getByRole('heading', { level: 1, name: 'Your details are deleted' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('status')).toHaveText(
      'This site no longer keeps your application, and its link no longer works.',
    );
    await expectNoAxeViolations(page);
    const token = new URL(statusUrl).pathname.split('/').pop()!;
    expect((await page.request.get(`/api/applications/${token}/status`)).status()).toBe(404);
    expect(await candidatesOnPlatform(email)).toHaveLength(0);
  });

  test('a hand-made post deletes nothing without the genuine link, and gets a 404, never a server error', async ({
    page,
    baseURL,
  }) => {
    const { statusPath } = await postTamperedLinks(page, baseURL!, 'erase', 'erase-forged');
    await page.goto(statusPath);
    await expect(page.getByRole('region', { name: 'Your details on this site' })).toBeVisible();
    const response = await page.goto('/applications/local.AAAAAAAAAAAAAAAAAAAAAA.x/erase');
    expect(response?.status()).toBe(404);
  });
});

test.describe('emails as the application moves on', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.35' } });

  /** A round of the status-updates check, as the background worker runs it (playwright.config.ts). */
  async function checkStatusUpdates(page: Page) {
    const response = await page.request.post('/api/status-updates/check', {
      headers: { authorization: 'Bearer e2e-only-status-updates-token' },
    });
    expect(response.status()).toBe(200);
  }

  test('moved to the interview stage: one mail in the candidate’s words, whose link stops the next ones, with or without JavaScript', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('updates');
    const { title, statusUrl, candidateId } = await applyUntilSent(page, email);
    const emails = page.getByRole('region', { name: 'Emails about this application' });
    await expect(emails).toContainText('We email you each time it moves on.');

    await moveOnPlatform(candidateId, 'INTERVIEW');
    const updates = async () =>
      (await mailsTo(email)).filter((mail) => mail.subject === `News about your application for ${title}`);
    // A round takes the applications least recently asked about, 100 at a time: as many as it takes.
    await expect
      .poll(
        async () => {
          await checkStatusUpdates(page);
          return (await updates()).length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const [mail] = await updates();
    expect(mail!.text).toContain(`your application for ${title}, sent on`);
    expect(mail!.text).toContain('has moved on to the interview stage');
    expect(mail!.text).toContain(`${statusUrl}\n`);
    const stopLink = /(https?:\/\/\S+\/emails)\b/.exec(mail!.text)?.[1];
    expect(stopLink).toBe(`${statusUrl}/emails`);

    // The mail's link asks first (mail scanners open links); "Keep them" changes nothing.
    await page.goto(stopLink!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Emails about your application' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Stop the emails about your application for ${title}, sent on`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Keep them' }).click();
    await expect(page).toHaveURL(statusUrl);
    await expect(emails).toContainText('We email you each time it moves on.');

    // Stopped without JavaScript: a plain form post, back to the status page, which says so.
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.35');
    await plain.goto(stopLink!);
    await plain.getByRole('button', { name: 'Stop the emails' }).click();
    await expect(plain).toHaveURL(`${statusUrl}?done=mails`);
    await expect(plain.getByRole('region', { name: 'Emails about this application' })).toContainText(
      'You asked us not to email you as it moves on.',
    );
    // The button pressed was on another page: the answer takes focus (autofocus), so it is read out.
    await expect(plain.getByText(/^You asked us not to email you/)).toBeFocused();
    await noScript.close();

    // And started again from the status page.
    await page.reload();
    await emails.getByRole('link', { name: 'Email me again' }).click();
    await expect(page.getByText(`Email you again each time your application for ${title}`)).toBeVisible();
    await page.getByRole('button', { name: 'Email me again' }).click();
    await expect(emails.getByRole('status')).toHaveText(/^We email you each time it moves on\./);
    await expect(emails.getByRole('status')).toBeFocused();
    await expect(page).toHaveURL(statusUrl);
    await expectNoAxeViolations(page);

    // The mail client's own "unsubscribe" (RFC 8058): a bare POST, no cookies, no page.
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toBe(`${new URL(statusUrl).origin}/api${new URL(statusUrl).pathname}/emails`);
    const mailClient = await playwrightRequest.newContext();
    const opened = await mailClient.get(oneClick!, { maxRedirects: 0 });
    expect(opened.status(), 'opening it stops nothing: it leads to the page that asks').toBe(303);
    expect(new URL(opened.headers().location!, statusUrl).pathname).toBe(
      `${new URL(statusUrl).pathname}/emails`,
    );
    await page.reload();
    await expect(emails).toContainText('We email you each time it moves on.');
    const stopped = await mailClient.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(stopped.status()).toBe(200);
    await mailClient.dispose();
    await page.reload();
    await expect(emails).toContainText('You asked us not to email you as it moves on.');
    // Its delivery and each choice are written down outside the database, so a restored backup neither
    // sends it again nor mails them again.
    expect(await journaledAbout(applicationIdIn(statusUrl))).toEqual([
      'delivered',
      'updatesStopped',
      'updatesResumed',
      'updatesStopped',
    ]);
  });

  test('moved to an offer: the platform’s status event mails the candidate in seconds, with no round asked for', async ({
    page,
  }) => {
    const email = uniqueEmail('events');
    const { title, statusUrl, candidateId } = await applyUntilSent(page, email);
    await moveAndSee(page, candidateId, 'OFFER', 'Offer');
    // The worker's own rounds are a day apart here (playwright.config.ts): only the event can mail this.
    const updates = async () =>
      (await mailsTo(email)).filter((mail) => mail.subject === `News about your application for ${title}`);
    await expect.poll(async () => (await updates()).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await updates();
    expect(mail!.text).toContain('has reached the offer stage');
    expect(mail!.text).toContain(`${statusUrl}\n`);
  });

  test('a hand-made post stops nothing without the genuine link, and gets a 404, never a server error', async ({
    page,
    baseURL,
  }) => {
    const { statusPath, postGenuine } = await postTamperedLinks(page, baseURL!, 'emails', 'updates-forged');
    await page.goto(statusPath);
    const emails = page.getByRole('region', { name: 'Emails about this application' });
    await expect(emails).toContainText('We email you each time it moves on.');
    await postGenuine('mails');
    await page.reload();
    await expect(emails).toContainText('You asked us not to email you as it moves on.');
  });

  test('a link that is not genuine changes nothing: the page is a 404', async ({ page }) => {
    const response = await page.goto('/applications/local.AAAAAAAAAAAAAAAAAAAAAA.x/emails');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this application' })).toBeVisible();
  });
});

test.describe('withdrawing an application', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.33' } });

  test('the candidate confirms on a page of its own; staff are asked and see it in the console; the page then shows "Withdrawn"', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('withdraw');
    const { title, statusUrl } = await applyUntilSent(page, email);
    const offer = page.getByRole('region', { name: 'No longer interested?' });
    await expect(offer).toBeVisible();

    // Opening the page asks nothing; "Keep my application" leads back.
    await offer.getByRole('link', { name: 'Withdraw this application' }).click();
    await expect(page).toHaveURL(`${statusUrl}/withdraw`);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your application?' })).toBeVisible();
    await expect(
      page.getByText(`You are about to withdraw your application for ${title}, sent on`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Keep my application' }).click();
    await expect(page).toHaveURL(statusUrl);
    await expect(page.getByText(/^You asked to withdraw/)).toHaveCount(0);

    // Confirmed without JavaScript: a plain form post.
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.33');
    await plain.goto(`${statusUrl}/withdraw`);
    await plain.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(plain).toHaveURL(`${statusUrl}?done=withdrawal`);
    await expect(
      plain.getByText(/^You asked to withdraw this application on \d{1,2} \w+ \d{4}\./),
    ).toBeFocused();
    await noScript.close();

    await page.reload();
    await expect(page.getByText(/^You asked to withdraw this application on/)).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Asked once: the status page no longer offers it, and its page now offers to take it back.
    await page.goto(`${statusUrl}/withdraw`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keep your application after all?' }),
    ).toBeVisible();
    await page.goto(statusUrl);

    // Staff are mailed once, by id only; the console names the candidate.
    const [candidate] = await candidatesOnPlatform(email);
    expect(candidate).toBeDefined();
    const staffPage = await (await browser.newContext()).newPage();
    await signInAsStaff(
      staffPage,
      staff.admin,
      `/admin/applications?state=withdrawal&q=${encodeURIComponent(email)}`,
    );
    const row = staffPage.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^Asked to withdraw /)).toBeVisible();
    const id = /ID (\S+)/.exec((await row.getByText(/^ID /).innerText()) ?? '')?.[1];
    expect(id).toBeTruthy();
    const asked = () => staffMailsAbout('asked to withdraw', id!);
    await expect.poll(async () => (await asked()).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await asked();
    expect(mail!.text).not.toContain(email);
    // It was delivered: staff are told which candidate on the platform to withdraw.
    expect(mail!.text).toContain(
      `Please record the withdrawal on the platform, for candidate ${candidate!.id}`,
    );
    await staffPage.context().close();

    // Staff record it on the platform: the page shows the end, and no longer the request.
    await moveAndSee(page, candidate!.id, 'WITHDRAWN', 'Withdrawn');
    await expect(page.getByText(/^This application was withdrawn/)).toBeVisible();
    await expect(page.locator('ol > li')).toHaveText([
      /Received \(done\)$/,
      /Sent to the employer \(done\)$/,
      /Withdrawn \(current step\)$/,
    ]);
    await expect(page.getByText(/^You asked to withdraw/)).toHaveCount(0);
    // Ended: nothing to take back, and its page leads to the status page.
    await page.goto(`${statusUrl}/withdraw`);
    await expect(page).toHaveURL(statusUrl);
  });

  test('changed their mind before staff recorded it: taken back, with or without JavaScript; staff are told; the console lists it as asked no more', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('keep');
    const { title, statusUrl } = await applyUntilSent(page, email);
    await page.goto(`${statusUrl}/withdraw`);
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    const asked = page.getByText(/^You asked to withdraw this application on/);
    await expect(asked).toBeFocused();

    // Opening the page takes nothing back; "Back to the status page" leads back.
    await asked.getByRole('link', { name: 'Changed your mind?' }).click();
    await expect(page).toHaveURL(`${statusUrl}/withdraw`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Keep your application after all?' }),
    ).toBeVisible();
    await expect(
      page.getByText(`You asked to withdraw your application for ${title}, sent on`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the status page' }).click();
    await expect(page).toHaveURL(statusUrl);
    await expect(asked).toBeVisible();
    // Arrived by a link, not by the request: the note is not an answer, and does not take focus again.
    await expect(asked).not.toBeFocused();

    // Taken back without JavaScript: a plain form post.
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.33');
    await plain.goto(`${statusUrl}/withdraw`);
    await plain.getByRole('button', { name: 'Keep my application' }).click();
    await expect(plain).toHaveURL(`${statusUrl}?done=kept`);
    await expect(plain.getByText(/^You asked to withdraw/)).toHaveCount(0);
    await expect(plain.getByText(/^You are staying in the process for this job/)).toBeFocused();
    await expect(plain.getByRole('region', { name: 'No longer interested?' })).toBeVisible();
    await noScript.close();
    await page.reload();
    await expect(asked).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Staff hear of the request and of its taking back; the console no longer lists it as asked.
    const staffPage = await (await browser.newContext()).newPage();
    await signInAsStaff(staffPage, staff.admin, `/admin/applications?q=${encodeURIComponent(email)}`);
    const row = staffPage.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^Asked to withdraw /)).toHaveCount(0);
    const id = /ID (\S+)/.exec((await row.getByText(/^ID /).innerText()) ?? '')?.[1];
    await staffPage.goto(`/admin/applications?state=withdrawal&q=${encodeURIComponent(email)}`);
    await expect(staffPage.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await staffPage.context().close();
    const toStaff = async (about: string) => (await staffMailsAbout(about, id!)).length;
    await expect.poll(() => toStaff('no longer wants to withdraw'), { timeout: 20_000 }).toBe(1);
    expect(await toStaff('asked to withdraw')).toBe(1);
  });

  test('an application still waiting to be sent is never sent: "Withdrawn" at once, and nothing for staff to record', async ({
    page,
    browser,
  }) => {
    // Seeded before the site started, waiting a day for its next try (e2e/support/seed-site-outbox.ts).
    const waiting = JSON.parse(await readFile(waitingApplicationFile(), 'utf8')) as {
      statusPath: string;
      email: string;
    };
    await page.goto(waiting.statusPath);
    await expect(currentStatus(page)).toHaveText('Current status: Received');
    await page
      .getByRole('region', { name: 'No longer interested?' })
      .getByRole('link', { name: 'Withdraw this application' })
      .click();
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(currentStatus(page)).toHaveText('Current status: Withdrawn');
    await expect(page.getByText(/^This application was withdrawn/)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${waiting.statusPath}$`));
    await expect(page.getByText(/^You asked to withdraw/)).toHaveCount(0);
    // Received, then withdrawn: it never reached the employer, and the steps do not say it did.
    await expect(page.locator('ol > li')).toHaveText([/Received \(done\)$/, /Withdrawn \(current step\)$/]);
    await expectNoAxeViolations(page);
    // Written down outside the database, so a restored backup does not send it after all.
    expect(await journaledIds()).toContain(applicationIdIn(waiting.statusPath));

    const staffPage = await (await browser.newContext()).newPage();
    await signInAsStaff(
      staffPage,
      staff.admin,
      `/admin/applications?state=withdrawn&q=${encodeURIComponent(waiting.email)}`,
    );
    const row = staffPage.getByRole('row').filter({ hasText: waiting.email });
    await expect(row).toHaveCount(1);
    await expect(row.locator('.admin-badge').first()).toHaveText('Withdrawn before sending');
    await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    const id = /ID (\S+)/.exec((await row.getByText(/^ID /).innerText()) ?? '')?.[1];
    await staffPage.context().close();
    const told = () => staffMailsAbout('asked to withdraw', id!);
    await expect.poll(async () => (await told()).length, { timeout: 20_000 }).toBe(1);
    expect((await told())[0]!.text).toContain('It had not reached the platform, and now never will');
    expect(await candidatesOnPlatform(waiting.email)).toHaveLength(0);
  });

  test('changed too often today: the next change is refused, and the status page says so, focused, without JavaScript', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { statusUrl } = await applyUntilSent(page, uniqueEmail('withdraw-often'));
    const path = new URL(statusUrl).pathname;
    // The withdraw page's form, and (once asked) its keep form, as a browser without JavaScript posts them.
    const post = async (fields: Record<string, string>) => {
      const response = await page.request.post(`${path}/withdraw`, {
        headers: { origin: baseURL! },
        multipart: fields,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      return response.headers().location;
    };
    const withdraw = await hiddenFields(page.request, `${path}/withdraw`);
    expect(await post(withdraw)).toBe(`${path}?done=withdrawal`);
    const keep = await hiddenFields(page.request, `${path}/withdraw`);
    expect(await post(keep)).toBe(`${path}?done=kept`);
    // Six changes a day (WITHDRAWAL_CHANGES_PER_DAY): two made, four more.
    for (let change = 0; change < 2; change++) {
      expect(await post(withdraw)).toBe(`${path}?done=withdrawal`);
      expect(await post(keep)).toBe(`${path}?done=kept`);
    }
    const refused = await post(withdraw);
    expect(refused).toBe(`${path}?done=limited`);
    const { page: plain, context: noScript } = await pageWithoutScript(browser, '192.0.2.36');
    await plain.goto(refused!);
    await expect(plain.getByText(/^You have changed this request several times today\./)).toBeFocused();
    await expect(plain.getByText(/^You asked to withdraw/)).toHaveCount(0);
    await noScript.close();
    // With JavaScript the answer leaves the address once said: reloaded, or opened from a bookmark on
    // another day, the page does not say it again.
    await page.goto(refused!);
    await expect(page.getByText(/^You have changed this request several times today\./)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.reload();
    await expect(page.getByText(/^Current status:/)).toBeVisible();
    await expect(page.getByText(/^You have changed this request several times today\./)).toHaveCount(0);
  });

  test('in Arabic, right to left, with the title kept in its own direction; taken back too', async ({
    page,
  }) => {
    await applyWithoutQuestions(page, uniqueEmail('withdraw-ar'));
    const statusPath = await page
      .getByRole('link', { name: 'Follow the status of your application' })
      .getAttribute('href');
    await page.goto(`/ar${statusPath}/withdraw`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'هل تريد سحب طلبك؟' })).toBeVisible();
    await expect(page.locator('strong bdi')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'سحب طلبي' }).click();
    await expect(page.getByText(/^طلبت سحب هذا الطلب في/)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/ar${statusPath}$`));
    await expectNoAxeViolations(page);
    // And taken back, in Arabic too.
    await page.getByRole('link', { name: 'هل غيّرت رأيك؟' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'هل تريد الإبقاء على طلبك؟' })).toBeVisible();
    await expect(page.locator('strong bdi')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'الإبقاء على طلبي' }).click();
    await expect(page.getByText(/^طلبت سحب هذا الطلب في/)).toHaveCount(0);
    await expect(page.getByText(/^ستواصل الترشح لهذه الوظيفة/)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/ar${statusPath}$`));
    await expectNoAxeViolations(page);
  });

  test('a hand-made post withdraws nothing without the genuine link, and gets a 404, never a server error', async ({
    page,
    baseURL,
  }) => {
    const { statusPath, postGenuine } = await postTamperedLinks(
      page,
      baseURL!,
      'withdraw',
      'withdraw-forged',
    );
    await page.goto(statusPath);
    await expect(page.getByRole('link', { name: 'Withdraw this application' })).toBeVisible();
    await expect(page.getByText(/^You asked to withdraw/)).toHaveCount(0);
    // The same post with the link as the page bound it does withdraw: the refusals above were the link's.
    await postGenuine('withdrawal');
    await page.reload();
    await expect(page.getByText(/^You asked to withdraw/)).toBeVisible();
  });

  test('a link that is not genuine withdraws nothing: the page is a 404', async ({ page }) => {
    const response = await page.goto('/applications/local.AAAAAAAAAAAAAAAAAAAAAA.x/withdraw');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this application' })).toBeVisible();
  });
});

test('a candidate downloads a copy of what the site keeps about their application; a forged link gets nothing', async ({
  page,
}) => {
  // A client address of its own: the suite's applications from the default one stay under the
  // challenge threshold (APPLY_CHALLENGE_PER_ADDRESS) that later tests count on.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.70' });
  const email = uniqueEmail('copy');
  const { title, statusUrl } = await applyUntilSent(page, email);
  const link = page.getByRole('link', { name: 'Download a copy of what this site keeps (a JSON file)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^application-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    about: string;
    application: { reference: string; job: { title: string }; stateOnThisSite: string; language: string };
    details: { email: string; firstName: string };
    emails: { to: string; subject: string }[];
  };
  expect(copy.about).toMatch(/^What .+ keeps about your application/);
  expect(copy.application).toMatchObject({ job: { title }, stateOnThisSite: 'delivered', language: 'en' });
  expect(copy.application.reference).toBe(statusUrl.split('.').at(-2));
  expect(copy.details.email).toBe(email);
  // The confirmation mail, as it was queued for them.
  expect(copy.emails.map((mail) => mail.to)).toContain(email);
  await expectNoAxeViolations(page);

  const href = (await link.getAttribute('href'))!;
  const forged = await page.request.get(`${href.replace(/\/copy$/, '')}x/copy`);
  expect(forged.status()).toBe(404);
  expect(await forged.text()).not.toContain(email);
});

/** A job alert for "robotics" at `email`, confirmed from its mail. */
async function confirmedAlert(page: Page, email: string) {
  await page.goto('/?q=robotics');
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
  const confirmMail = async () =>
    (await mailsTo(email)).find((mail) => mail.subject.includes('Confirm your job alert'));
  await expect
    .poll(async () => (await confirmMail())?.text ?? null, { timeout: 20_000 })
    .toContain('/alerts/');
  await page.goto(/https?:\/\/\S+\/alerts\/confirm\/\S+/.exec((await confirmMail())!.text)![0]);
  await page.getByRole('button', { name: 'Confirm job alert' }).click();
  await expect(page.getByRole('status')).toContainText('Your job alert is on');
}

/** Asks "Your applications" for `email`'s links, and answers the one to the page of them all. */
async function allApplicationsLink(page: Page, email: string): Promise<string> {
  await page.goto('/applications');
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me my links' }).click();
  await expect(page.getByText('Please check your inbox.')).toBeVisible();
  return mailedAllApplicationsLink(email);
}

test('"Your applications" mail leads to a page of them all, each where it stands, with a copy of everything under the address', async ({
  page,
  browser,
}) => {
  // A client address of its own, as the copy's test above (APPLY_CHALLENGE_PER_ADDRESS).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.71' });
  const email = uniqueEmail('all-page');
  const title = await applyWithoutQuestions(page, email);
  const link = await allApplicationsLink(page, email);
  const allPath = new URL(link).pathname;
  // The link names the address nowhere, not even encoded.
  expect(link).not.toContain(email.split('@')[0]!);

  await page.goto(allPath);
  await expect(page.getByRole('heading', { level: 1, name: 'All your applications' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(/Sent on .+Status: (Received|Sent to the employer)/);
  await expectNoAxeViolations(page);

  const copyLink = page.getByRole('link', { name: 'Download a copy of it all (a JSON file)' });
  const [download] = await Promise.all([page.waitForEvent('download'), copyLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    about: string;
    address: string;
    applications: { application: { job: { title: string } }; details: { email: string } }[];
    otherEmails: { subject: string }[];
  };
  expect(copy.about).toMatch(/^What .+ keeps under your email address/);
  expect(copy.address).toBe(email);
  expect(copy.applications.map((one) => one.application.job.title)).toEqual([title]);
  expect(copy.otherEmails.map((mail) => mail.subject)).toContainEqual(
    expect.stringMatching(/^Your applications at/),
  );

  // In a browser the candidate did not apply from, opening the page marks the job "Applied" there too.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.71' } });
  const other = await elsewhere.newPage();
  await other.goto(`/jobs/${postings.noQuestions}`);
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(other.getByText(/^Applied on /)).toHaveCount(0);
  await other.goto(allPath);
  await expect
    .poll(() => other.evaluate(() => localStorage.getItem('applied-jobs')))
    .toContain(postings.noQuestions);
  await other.goto(`/jobs/${postings.noQuestions}`);
  await expect(other.getByRole('article').getByText(/^Applied on /)).toBeVisible();
  await elsewhere.close();

  // Each application leads to its own status page.
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();

  // A changed link opens nothing, and says how to get a new one; so does its copy.
  const forged = `${allPath.slice(0, -2)}AA`;
  const response = await page.goto(forged);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Get the links to your applications by email.' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const forgedCopy = await page.request.get(`/api${forged}/copy`);
  expect(forgedCopy.status()).toBe(404);
  expect(await forgedCopy.text()).not.toContain(email);

  // In Arabic, right to left, with the copy's line in Arabic.
  await page.goto(`/ar${allPath}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كل طلباتك' })).toBeVisible();
  await expectNoAxeViolations(page);
  const arabic = await page.request.get(
    (await page.getByRole('link', { name: 'نزّل نسخة من كل ذلك (ملف JSON)' }).getAttribute('href'))!,
  );
  expect(((await arabic.json()) as { about: string }).about).toMatch(/^ما يحتفظ به/);
});

test('from the page of them all, a candidate deletes everything under their address, without JavaScript too; "Keep it all" keeps it', async ({
  page,
  browser,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.72' });
  const email = uniqueEmail('erase-all');
  // Sent first, so what deleting does is known: staff are asked about the platform's copy.
  const { title, statusUrl } = await applyUntilSent(page, email);
  const statusPath = new URL(statusUrl).pathname;
  // And a job alert, confirmed from its mail.
  await confirmedAlert(page, email);
  const allPath = new URL(await allApplicationsLink(page, email)).pathname;

  // The page of them all leads to the alert too.
  await page.goto(allPath);
  await expect(page.getByRole('heading', { level: 2, name: 'Your job alerts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Manage your job alert' }).click();
  await expect(page.getByText('New jobs matching “robotics”')).toBeVisible();

  await page.goto(allPath);
  await page.getByRole('link', { name: 'Delete everything this site keeps under my address' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Delete everything this site keeps under your address?' }),
  ).toBeVisible();
  await expect(page.getByText('that this site keeps (1)')).toBeVisible();
  await expect(page.getByText('your job alerts (1)')).toBeVisible();
  await expectNoAxeViolations(page);
  // Opening the page deleted nothing, and "Keep it all" leads back.
  await page.getByRole('link', { name: 'Keep it all' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();

  const { page: plain, context: noScript } = await pageWithoutScript(browser, '203.0.113.72');
  await plain.goto(`${allPath}/erase`);
  await plain.getByRole('button', { name: 'Delete everything' }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'Your details are deleted' })).toBeVisible();
  await expect(
    plain.getByText('This site no longer keeps your applications, job alerts or emails'),
  ).toBeVisible();
  // It reached the platform: staff are asked about its copy there (without a script, axe cannot run here).
  await expect(plain.getByText('We have asked the hiring team to delete the copies')).toBeVisible();
  const erased = new URL(plain.url());
  await noScript.close();
  expect(await journaledIds()).toContain(applicationIdIn(statusUrl));
  await page.goto(erased.pathname + erased.search);
  await expectNoAxeViolations(page);

  // The application's own link now says it is no longer kept; the page of them all lists none.
  await page.goto(statusPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This application is no longer kept' }),
  ).toBeVisible();
  await page.goto(allPath);
  await expect(page.getByText('We keep no application sent from this address.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Manage your/ })).toHaveCount(0);
  // A changed link deletes nothing: the page is a 404.
  const forged = await page.goto(`${allPath.slice(0, -2)}AA/erase`);
  expect(forged?.status()).toBe(404);
});

test('an address with job alerts and no application gets the link to everything kept under it, and the page shows its alerts', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.74' });
  const email = uniqueEmail('alerts-only');
  await confirmedAlert(page, email);

  await page.goto('/applications');
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me my links' }).click();
  await expect(page.getByText('Please check your inbox.')).toBeVisible();
  const alertsMail = async () =>
    (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your job alerts at'));
  await expect.poll(async () => (await alertsMail())?.text ?? null, { timeout: 20_000 }).toContain('/all/');
  const allPath = new URL(/(https?:\/\/\S+\/applications\/all\/\S+)/.exec((await alertsMail())!.text)![1]!)
    .pathname;
  await page.goto(allPath);
  await expect(page.getByText('We keep no application sent from this address.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your job alerts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your job alert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download a copy of it all (a JSON file)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a status page emails the link to the page of them all to the address it was sent from, which it never shows', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.73' });
  const email = uniqueEmail('all-from-status');
  await applyWithoutQuestions(page, email);
  await page.getByRole('link', { name: 'Follow the status of your application' }).click();
  const section = page.getByRole('region', { name: 'All your applications' });
  await expect(section).not.toContainText(email);
  await section.getByRole('button', { name: 'Email me the link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    /^We have emailed the link to the address you applied with/,
  );
  // The button is gone: the answer takes focus, so the keyboard goes on from it and it is read out.
  await expect(section.getByRole('status')).toBeFocused();
  await expect(page).toHaveURL(/\/applications\/[^?]+#all-applications$/);
  await expectNoAxeViolations(page);
  // The answer was taken off the address once said: a reload offers the button again.
  await page.reload();
  await expect(section.getByRole('button', { name: 'Email me the link' })).toBeVisible();
  const allPath = new URL(await mailedAllApplicationsLink(email)).pathname;
  await page.goto(allPath);
  await expect(page.getByRole('heading', { level: 1, name: 'All your applications' })).toBeVisible();
});
