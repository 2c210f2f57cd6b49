import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  postings,
  received,
  submit,
  uniqueEmail,
} from './support/fill-form';

// The e2e site runs with TRUST_PROXY=1: each test speaks from its own documentation address, so its
// counts are its own. The default threshold is 15 applications an hour from one address.
const LIMIT = 15;

async function applyOnce(page: Page, email: string) {
  await page.goto(`/jobs/${postings.noQuestions}`);
  await fillStandardFields(page, email);
  await consentToEverything(page);
  await submit(page).click();
}

test.describe('abuse limits on applying', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the 16th rapid application from one address gets the challenge, solves it, and goes through', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.23' });
    for (let i = 0; i < LIMIT; i++) {
      await applyOnce(page, uniqueEmail(`limit-${i}`));
      await expect(received(page)).toBeVisible();
    }
    // The 16th from the German page: the check, the widget's own words included, is in German.
    const email = uniqueEmail('limit-16');
    await page.goto(`/de/jobs/${postings.noQuestions}`);
    await page.getByLabel('Vorname').fill('Ada');
    await page.getByLabel('Nachname').fill('Lovelace');
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    const consent = page.locator('form.apply-form fieldset:has(input[name^="consent"])');
    for (const box of await consent.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.locator('.error-summary')).toContainText(/bestätigen, dass Sie ein Mensch sind/);
    // Nothing was dropped silently, nothing stored yet, and every answer is still in the form.
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Vorname')).toHaveValue('Ada');
    const challenge = page.getByRole('group', { name: 'Bestätigen Sie, dass Sie ein Mensch sind' });
    await expect(challenge).toBeVisible();
    await expect(page.locator('input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 });
    await expect(challenge.locator('altcha-widget')).toContainText('Überprüft');
    await expect(challenge.locator('altcha-widget')).not.toContainText('Verified');
    await expectNoAxeViolations(page);
    expect(await candidatesOnPlatform(email)).toHaveLength(0);

    for (const box of await consent.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
  });

  test('a check that cannot load says so under it, in the page, over nothing', async ({ page }) => {
    // A network of its own too (IPv6 documentation range): 16 more applications from 198.51.100.0/24 would
    // bring the network limit's challenge to the other specs that apply from it.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '2001:db8:0:24::1' });
    for (let i = 0; i < LIMIT; i++) {
      await applyOnce(page, uniqueEmail(`broken-${i}`));
      await expect(received(page)).toBeVisible();
    }
    // The puzzle's endpoint down: the widget can only say it failed.
    await page.route('**/api/apply-challenge', (route) => route.fulfill({ status: 503, body: 'down' }));
    const email = uniqueEmail('broken-16');
    await applyOnce(page, email);
    await expect(page.locator('.error-summary')).toContainText(/confirm you are a person/);
    const widget = page.locator('altcha-widget');
    await expect(widget.locator('.altcha-error, [role="alert"]').first()).toBeVisible({ timeout: 30_000 });
    // ALTCHA places its pop-up above or below the check, wherever the window has room, over what is
    // there. It must lie over nothing: not the check itself, the question's legend, the wait's hint or the
    // send button (focused, WCAG 2.4.11).
    await submit(page).focus();
    const challenge = page.locator('.apply-challenge');
    const popUp = (await widget.locator('.altcha-popover').boundingBox())!;
    const overlapping: string[] = [];
    for (const [name, target] of Object.entries({
      check: widget.locator('.altcha-main'),
      legend: challenge.locator('legend'),
      hint: challenge.locator('.hint'),
      send: submit(page),
    })) {
      const box = (await target.boundingBox())!;
      const apart =
        box.x >= popUp.x + popUp.width ||
        popUp.x >= box.x + box.width ||
        box.y >= popUp.y + popUp.height ||
        popUp.y >= box.y + box.height;
      if (!apart) overlapping.push(name);
    }
    expect(overlapping).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript the challenge is a short wait, then the same answers go through', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
    });
    const page = await context.newPage();
    for (let i = 0; i < LIMIT; i++) {
      await applyOnce(page, uniqueEmail(`nojs-${i}`));
      await expect(received(page)).toBeVisible();
    }
    const email = uniqueEmail('nojs-16');
    await applyOnce(page, email);
    await expect(page.locator('.error-summary')).toContainText(/confirm you are a person/);
    await expect(page.getByText(/Please wait \d+ seconds, then submit again/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // (axe needs JavaScript in the page: the first test scans the same challenge markup.)
    // Too soon: asked again, still not a dead end.
    await consentToEverything(page);
    await submit(page).click();
    await expect(page.locator('.error-summary')).toContainText(/confirm you are a person/);
    await page.waitForTimeout(2_100); // The site runs with APPLY_CHALLENGE_WAIT_S=2: real time is the rule here.
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    await context.close();
  });
});
