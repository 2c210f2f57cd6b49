import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  pdf,
  postings,
  received,
  submit,
  submitAndExpectArrival,
  uniqueEmail,
} from './support/fill-form';

// Its own address: these applications count against no other spec's hourly limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.30' } });

const UNSENT = /could not reach the site, so nothing was sent/;
/** The apply form's own words: its request may have arrived before the answer was lost. */
const APPLICATION_UNSENT = /could not reach the site, so your application may not have arrived/;
const summary = (page: Page) => page.locator('.error-summary');
const chosenFiles = (page: Page) =>
  page.locator('input[name="resume"]').evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);

const CHANGES_NOT_SENT = 'the changes you made afterwards were not sent';

/** The first send reaches the site, which stores it; the connection drops before its answer arrives. */
async function dropFirstAnswer(page: Page): Promise<() => number> {
  let dropped = 0;
  await page.route(`**/jobs/${postings.noQuestions}`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action'] || dropped > 0)
      return route.continue();
    dropped++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return () => dropped;
}

async function openFilledForm(page: Page, email: string) {
  await page.goto(`/jobs/${postings.noQuestions}`);
  await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
  await fillStandardFields(page, email);
  await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
  await consentToEverything(page);
}

test.describe('a send that cannot reach the site', () => {
  test('offline at submit: the form stays with every value and file, says so, and goes through once back', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('offline');
    await openFilledForm(page, email);

    await context.setOffline(true);
    // Said before the candidate presses "Submit", as a status that screen readers announce.
    const offlineNote = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offlineNote).toBeVisible();
    await submit(page).click();
    // Before, the error page took the form's place, and everything in it.
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('heading')).toHaveText('Check before you send it again');
    await expect(summary(page)).toContainText(APPLICATION_UNSENT);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    expect(await chosenFiles(page)).toBe(1);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(offlineNote).toHaveCount(0);
    await submitAndExpectArrival(page, email);
  });

  test('the answer lost after the site stored the application: sent again, it is the same one', async ({
    page,
  }) => {
    const email = uniqueEmail('lost-answer');
    await openFilledForm(page, email);
    const dropped = await dropFirstAnswer(page);

    await submit(page).click();
    await expect(summary(page)).toContainText(APPLICATION_UNSENT);
    expect(dropped()).toBe(1);
    expect(await chosenFiles(page)).toBe(1);

    await submit(page).click();
    await expect(received(page)).toBeVisible();
    await expect(page.locator('.apply-success')).not.toContainText(CHANGES_NOT_SENT);
    // The form's token made the second send the first one's twin: one application reaches the platform.
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
  });

  test('the answer lost, then an answer changed before sending again: the first stands, and the page says so', async ({
    page,
  }) => {
    const email = uniqueEmail('lost-edited');
    await openFilledForm(page, email);
    const dropped = await dropFirstAnswer(page);
    await submit(page).click();
    await expect(summary(page)).toContainText(APPLICATION_UNSENT);
    expect(dropped()).toBe(1);

    await page.getByLabel('City (optional)').fill('Manchester');
    await submit(page).click();
    // Not shown as received with the new city: the site had the first send, and keeps it as it was.
    await expect(received(page)).toBeVisible();
    await expect(page.locator('.apply-success')).toContainText(CHANGES_NOT_SENT);
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
  });

  test('a deploy since the page was opened: the form stays, asks for a reload, and the reload brings the answers back', async ({
    page,
  }) => {
    const email = uniqueEmail('outdated');
    await openFilledForm(page, email);
    // The page's action as a newer build would not know it: the real site answers for an unknown action.
    await page.route(`**/jobs/${postings.noQuestions}`, async (route) => {
      const headers = route.request().headers();
      const id = headers['next-action'];
      if (!id) return route.continue();
      const unknown = id.slice(0, -6) + (id.endsWith('abcdef') ? '123456' : 'abcdef');
      await route.continue({ headers: { ...headers, 'next-action': unknown } });
    });

    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(/updated while this page was open, so nothing was sent/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.unroute(`**/jobs/${postings.noQuestions}`);
    await page.reload();
    await expect(page.getByText('We restored your answers from your last visit.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });

  test('"finish later" offline keeps the form and says the link was not sent', async ({ page, context }) => {
    const email = uniqueEmail('offline-draft');
    await openFilledForm(page, email);
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: UNSENT })).toBeVisible();
    await expect(page.getByLabel('Email for the link')).toHaveValue(email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    expect(await chosenFiles(page)).toBe(1);
  });

  test('the job alert form offline keeps the address and says nothing was sent', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const address = uniqueEmail('offline-alert');
    await page.getByLabel('Your email address').fill(address);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Email me new jobs like these' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNSENT })).toBeVisible();
    // Focus goes to the refusal, never left on the page while the request was under way.
    await expect(page.getByRole('alert').filter({ hasText: UNSENT })).toBeFocused();
    await expect(page.getByLabel('Your email address')).toHaveValue(address);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('files far over the limit come back to the form, which says why, instead of a bare error page', async ({
    page,
    browser,
  }) => {
    await page.goto(`/jobs/${postings.noQuestions}?utm_source=jobboard`);
    const email = uniqueEmail('too-large');
    await fillStandardFields(page, email);
    await consentToEverything(page);
    // Over the 6 MB Next takes for a server action: before, Next answered "Internal Server Error".
    const huge = { ...pdf, buffer: Buffer.concat([pdf.buffer, Buffer.alloc(7 * 1024 * 1024, 32)]) };
    await page.getByLabel('Resume or CV (optional)').setInputFiles(huge);
    await submit(page).click();

    await expect(page).toHaveURL(/\/jobs\/[^?]+\?utm_source=jobboard&notSent=tooLarge#apply$/);
    await expect(summary(page).getByRole('heading')).toHaveText('Your application was not sent');
    await expect(summary(page)).toContainText('the files you chose were too large');
    // axe runs as a script: the same page, read with JavaScript.
    const withScripts = await browser.newContext({ javaScriptEnabled: true });
    const reader = await withScripts.newPage();
    await reader.goto(page.url());
    await expect(summary(reader)).toContainText('the files you chose were too large');
    await expectNoAxeViolations(reader);
    await withScripts.close();

    await fillStandardFields(page, email);
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });
});
