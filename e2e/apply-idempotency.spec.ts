import { expect, test, type APIResponse, type Page } from '@playwright/test';
import {
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  postings,
  received,
  submit,
  submitAndExpectArrival,
  uniqueEmail,
} from './support/fill-form';

const formToken = (page: Page) => page.locator('input[name="formToken"]');

test('a reused form token with another email gets a fresh form, never the first status link', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.140' });
  // The page as first served, token and all, is what the second person gets too (a shared computer's
  // cache, a copied page): the same response is served for both visits.
  const posting = `/jobs/${postings.noQuestions}`;
  let firstServed: APIResponse | undefined;
  await page.route(`**${posting}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    firstServed ??= await route.fetch();
    await route.fulfill({ response: firstServed });
  });
  await page.goto(posting);
  const token = await formToken(page).inputValue();
  const first = uniqueEmail('token-first');
  await fillStandardFields(page, first);
  await consentToEverything(page);
  await submit(page).click();
  await expect(received(page)).toBeVisible();
  const firstLink = await page
    .getByRole('link', { name: 'Follow the status of your application' })
    .getAttribute('href');
  expect(firstLink).toMatch(/^\/applications\/\S+/);

  // Someone else sends a form carrying the same token (a shared computer, a copied page).
  await page.goto(posting);
  expect(await formToken(page).inputValue()).toBe(token);
  await page.unroute(`**${posting}`);
  const second = uniqueEmail('token-second');
  await fillStandardFields(page, second);
  await consentToEverything(page);
  await submit(page).click();
  await expect(page.locator('.error-summary')).toContainText(
    /was already used to send an application. If you sent it a moment ago, it was received/,
  );
  await expect(page.getByLabel('Email')).toHaveValue(second);
  expect(await page.content()).not.toContain(firstLink ?? 'no link');
  const fresh = await formToken(page).inputValue();
  expect(fresh).not.toBe(token);

  // The fresh form goes through as their own application (once the e2e site's APPLY_MIN_FILL_MS, 200 ms,
  // has passed since it was issued, as it always has for a person re-reading the form).
  await page.waitForTimeout(250);
  await submitAndExpectArrival(page, second);
  expect(await candidatesOnPlatform(first)).toHaveLength(1);
});

/** Applies as `email`, then comes back to the form by `comeBack` (Back, or a reload) and sends it edited. */
async function applyThenAgain(page: Page, email: string, comeBack: () => Promise<unknown>) {
  const posting = `/jobs/${postings.noQuestions}`;
  await page.goto(posting);
  const firstToken = await formToken(page).inputValue();
  await fillStandardFields(page, email);
  await consentToEverything(page);
  await submitAndExpectArrival(page, email);

  await comeBack();
  await expect(page).toHaveURL(new RegExp(`${posting}$`));
  // A new form: nothing of the page carries the first send's token.
  expect(await formToken(page).inputValue()).not.toBe(firstToken);
  await fillStandardFields(page, email);
  await page.getByLabel('City (optional)').fill('Manchester');
  await consentToEverything(page);
  // Past the e2e site's minimum fill time (200 ms), as a person re-reading the form always is.
  await page.waitForTimeout(250);
  await submit(page).click();
  // The first application stands. No link to it is shown: on a shared computer whoever typed the address
  // may not be who applied; the link is in the mail to that address.
  await expect(page.getByRole('heading', { name: 'You have already applied for this job' })).toBeVisible();
  await expect(page.locator('.apply-success')).toContainText('nothing you changed here was sent');
  await expect(page.locator('.apply-success').getByRole('link')).toHaveCount(0);
  expect(await page.content()).not.toContain('/applications/');
  expect(await candidatesOnPlatform(email)).toHaveLength(1);

  // Someone else on the same browser applies as themselves.
  await comeBack();
  const other = uniqueEmail('same-browser-other');
  await fillStandardFields(page, other);
  await consentToEverything(page);
  await page.waitForTimeout(250);
  await submit(page).click();
  await expect(received(page)).toBeVisible();
  await expect(page.locator('.apply-success').getByRole('link')).toHaveAttribute('href', /\/applications\//);
  await expect.poll(async () => (await candidatesOnPlatform(other)).length).toBe(1);
}

test.describe('applying again from the same browser', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.141' } });

  test('without JavaScript, Back and send again: the first application stands, and no link to it is shown', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.142' },
    });
    const page = await context.newPage();
    await applyThenAgain(page, uniqueEmail('back-nojs'), () => page.goBack());
    await context.close();
  });

  test('with JavaScript, a reload and send again: the first application stands, and no link to it is shown', async ({
    page,
  }) => {
    await applyThenAgain(page, uniqueEmail('reload-js'), () => page.reload());
  });
});
