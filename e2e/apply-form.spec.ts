import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts } from './support/held-scripts';
import {
  answerQuestions,
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

const summary = (page: Page) => page.locator('.error-summary');
const FORM_CHANGED = 'This form changed while you had it open';

test.describe('applying with JavaScript', () => {
  test('list → search → posting → errors announced → corrected → submitted', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Intern');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /Finance Operations Intern/ }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${postings.intern}$`));

    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText(/There are \d+ problems/);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await page.getByLabel('Email').getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toContainText('Error:');
    await expectNoAxeViolations(page);

    // A link in the summary takes the candidate to the field.
    await summary(page).getByRole('link').first().click();
    await expect(page.getByLabel('First name')).toBeFocused();

    const email = uniqueEmail('js');
    await fillStandardFields(page, email);
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await answerQuestions(page);
    await consentToEverything(page);
    await expect(page.getByRole('heading', { name: 'Confidential diversity questionnaire' })).toBeVisible();
    await submitAndExpectArrival(page, email);
    // The address the status link went to, said back while the link is still on screen.
    await expect(page.locator('.apply-success')).toContainText(`to follow its progress to ${email}.`);
  });

  test('a conditional question appears and disappears with its parent answer, and hidden answers are not sent', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.onboarding}`);
    const permit = page.locator('#question-q-work-permit');
    await expect(permit).toHaveCount(0);
    await page.locator('#question-q-visa').getByLabel('Yes').check();
    await expect(permit).toBeVisible();
    await permit.getByRole('combobox').selectOption({ index: 1 });
    await page.locator('#question-q-visa').getByLabel('No').check();
    await expect(permit).toHaveCount(0);
    // The platform refuses answers to questions that are not asked: acceptance proves none was sent.
    const email = uniqueEmail('hidden');
    await fillStandardFields(page, email);
    await answerQuestions(page);
    await page.locator('#question-q-visa').getByLabel('No').check();
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });

  test('a repeatable question takes several entries; each can be removed', async ({ page }) => {
    await page.goto(`/jobs/${postings.onboarding}`);
    const experience = page.locator('#question-q-work-experience');
    await experience.getByRole('button', { name: 'Add another entry' }).click();
    await experience.getByRole('button', { name: 'Add another entry' }).click();
    await expect(experience.getByRole('group', { name: /Entry \d of 3/ })).toHaveCount(3);
    // From the keyboard: the entry goes, and focus lands on "Add another entry", not on the page's body.
    await experience.getByRole('button', { name: 'Remove entry 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(experience.getByRole('group', { name: /Entry \d of 2/ })).toHaveCount(2);
    await expect(experience.getByRole('button', { name: 'Add another entry' })).toBeFocused();

    const email = uniqueEmail('repeat');
    await fillStandardFields(page, email);
    await answerQuestions(page);
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });

  test('checkboxes, multi-choice and single consent; the 4000-byte counter', async ({ page }) => {
    await page.goto(`/jobs/${postings.accountExecutive}`);
    // A screen reader in forms mode skips plain text: the group itself says several may be chosen.
    await expect(page.locator('#question-q-languages fieldset')).toHaveAccessibleDescription(
      'Choose all that apply.',
    );
    const answer = page.locator('#question-q-motivation textarea');
    await answer.fill('é'.repeat(1999));
    await expect(page.locator('#question-q-motivation .byte-counter')).toHaveText(/^2 of 4,000 bytes left/);
    // Why "é" counts twice is said to everyone once it does.
    const why = page.locator('#question-q-motivation .byte-counter span');
    await expect(why).toHaveText(/accented letters and emoji use more than one byte/);
    await expect(why).not.toHaveClass(/visually-hidden/);
    await answer.fill('é'.repeat(2001));
    await expect(page.locator('#question-q-motivation .byte-counter')).toHaveText(/^2 bytes over the limit/);
    // A one-line answer shows its counter, and is described by it, only once it runs short.
    const salary = page.getByLabel('Expected salary (optional)');
    await salary.fill('55,000');
    await expect(page.locator('#question-q-salary .byte-counter')).toHaveCount(0);
    await expect(salary).not.toHaveAttribute('aria-describedby', /./);
    await salary.fill('x'.repeat(3700));
    await expect(page.locator('#question-q-salary .byte-counter')).toHaveText(/^300 of 4,000 bytes left/);
    await expect(salary).toHaveAccessibleDescription(/300 of 4,000 bytes left/);
    // Plain letters: the why is for screen readers only.
    await expect(page.locator('#question-q-salary .byte-counter span')).toHaveClass(/visually-hidden/);
    await salary.fill('');
    await answer.fill('Because robots.');
    const email = uniqueEmail('checks');
    await fillStandardFields(page, email);
    await answerQuestions(page);
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
  });

  test('a file that is too large is refused before sending', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    // Refusing before sending is react-hook-form's work, loaded after the page.
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page
      .getByLabel('Resume or CV (optional)')
      .setInputFiles({ ...pdf, buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 32) });
    // Said as soon as the file is chosen, beside the field: choosing is done, unlike typing.
    const resume = page.getByLabel('Resume or CV (optional)');
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await resume.getAttribute('id')}-error`)).toContainText('2 MB');
    // And said out loud: focus stays on the input, whose description a screen reader does not read again.
    const said = resume.locator('xpath=ancestor::div[contains(@class, "field")][1]').locator('[aria-live]');
    await expect(said).toHaveText(/^Resume or CV: The file is larger than 2 MB \(.+\)$/);
    await expect(summary(page)).toHaveCount(0);
    // The same refusal again is said again: its words arrive in a new node, or a screen reader would
    // stay silent.
    await said.locator('span').evaluate((words) => words.setAttribute('data-said', 'once'));
    await resume.setInputFiles({ ...pdf, buffer: Buffer.alloc(2 * 1024 * 1024 + 2, 32) });
    await expect(said.locator('span:not([data-said])')).toHaveText(/^Resume or CV: The file is larger/);
    // A file that is fine says nothing.
    await resume.setInputFiles(pdf);
    await expect(said).toHaveText('');
    await resume.setInputFiles({ ...pdf, buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 32) });
    await fillStandardFields(page, uniqueEmail('big'));
    await consentToEverything(page);
    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(/2 MB/);
  });

  test('a file the server refused is not said again when the next file is chosen', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    const resume = page.getByLabel('Resume or CV (optional)');
    // Named and typed as a PDF, so the browser takes it; its bytes are not one, which only the server reads.
    await resume.setInputFiles({ ...pdf, buffer: Buffer.from('plain words, not a document') });
    await fillStandardFields(page, uniqueEmail('not-pdf'));
    await consentToEverything(page);
    await submit(page).click();
    await expect(summary(page)).toContainText('content is not an accepted type');
    const said = resume.locator('xpath=ancestor::div[contains(@class, "field")][1]').locator('[aria-live]');
    await said.evaluate((region) => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await resume.setInputFiles(pdf);
    await expect(resume).not.toHaveAttribute('aria-invalid', 'true');
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((text) => text.trim() !== '')).toEqual([]);
  });

  test('a resume just under the 2 MB limit is taken (the post carries it whole)', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await page
      .getByLabel('Resume or CV (optional)')
      .setInputFiles({ ...pdf, buffer: Buffer.concat([pdf.buffer, Buffer.alloc(1_900_000, 32)]) });
    const email = uniqueEmail('large');
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });

  test('a file whose content is not what its name says is refused by the server', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await page.getByLabel('Resume or CV (optional)').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
    const email = uniqueEmail('fake');
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submit(page).click();
    await expect(summary(page)).toContainText(/Resume or CV: .*not an accepted type/);
    expect(await candidatesOnPlatform(email)).toHaveLength(0);
  });
});

test.describe('applying before react-hook-form has loaded (a slow connection)', () => {
  test('the hydrated form posts to the server, shows its errors, then goes through', async ({ page }) => {
    // Scripts the page's HTML names load; any chunk asked for later (the enhanced form, the schema) never arrives.
    const html = await (await page.request.get(`/jobs/${postings.noQuestions}`)).text();
    const initial = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]));
    await page.route('**/_next/static/chunks/**', (route) =>
      initial.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'false');
    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText('First name');
    // The server found these errors: the enhanced form never arrived.
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'false');
    const email = uniqueEmail('plain');
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });

  test('a file over the size limit is refused in the browser, not sent as a request the site cannot take', async ({
    page,
  }) => {
    const html = await (await page.request.get(`/jobs/${postings.noQuestions}`)).text();
    const initial = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]));
    await page.route('**/_next/static/chunks/**', (route) =>
      initial.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'false');
    await fillStandardFields(page, uniqueEmail('huge-plain'));
    await consentToEverything(page);
    // Over the 6 MB the site takes in one request: sent, it failed as if the site could not be reached.
    const huge = { ...pdf, buffer: Buffer.concat([pdf.buffer, Buffer.alloc(7 * 1024 * 1024, 32)]) };
    await page.getByLabel('Resume or CV (optional)').setInputFiles(huge);
    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText('Resume or CV: The file is larger than 2 MB');
    expect(posts).toEqual([]);
  });
});

test('a consent statement’s Markdown link is a link to the policy, in a new tab, and the box still ticks', async ({
  page,
}) => {
  await page.goto(`/jobs/${postings.noQuestions}`);
  const consent = page.getByRole('group', { name: 'Your data' });
  // Before, the statement read "…described in the [privacy policy](https://acme.example/privacy)."
  await expect(consent).not.toContainText('](');
  const policy = consent.getByRole('link', { name: 'privacy policy (opens in a new tab)', exact: true });
  await expect(policy).toHaveAttribute('href', 'https://acme.example/privacy');
  await expect(policy).toHaveAttribute('target', '_blank');
  const box = consent.getByRole('checkbox', { name: /I agree that Acme Robotics may process my data/ });
  await box.check();
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);
});

test.describe('typing before the page has hydrated', () => {
  test('keeps every value and file typed meanwhile, follows the answers, and goes through', async ({
    page,
  }) => {
    // The page's HTML arrives; its scripts are held back while the candidate starts typing.
    const release = await holdScripts(page);
    // Not waiting for any load event: those wait for the held scripts.
    await page.goto(`/jobs/${postings.onboarding}`, { waitUntil: 'commit' });
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'false');
    const email = uniqueEmail('early');
    await fillStandardFields(page, email);
    await page.locator('#question-q-visa').getByLabel('Yes').check();
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await page.getByLabel('Last name').fill('Lovelace-Early');
    release();
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');

    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace-Early');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.locator('#question-q-visa').getByLabel('Yes')).toBeChecked();
    expect(
      await page
        .getByLabel('Resume or CV (optional)')
        .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe(pdf.name);
    // The picker names the file chosen before its code ran.
    await expect(page.locator('.file-picker').first()).toContainText(pdf.name);
    // The answer given before hydration asks its follow-up question once the form runs.
    await expect(page.locator('#question-q-work-permit')).toBeVisible();

    await answerQuestions(page, { passes: 2 });
    await consentToEverything(page);
    await submitAndExpectArrival(page, email);
  });
});

test.describe('applying with the keyboard only', () => {
  test('every step by keyboard, errors reached from the summary', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    // Submit by keyboard with the email missing: the summary takes focus.
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(summary(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    const address = uniqueEmail('keys');
    await page.keyboard.type(address);
    const consent = page.getByRole('group', { name: 'Your data' }).getByRole('checkbox');
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(received(page)).toBeVisible();
    await expect.poll(async () => (await candidatesOnPlatform(address)).length).toBe(1);
  });
});

test.describe('when the form speaks up', () => {
  test('fields passed by stay quiet until the form is sent; a slip typed is told on leaving and goes once mended', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').focus();
    // On to last name, email, phone, leaving each empty.
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone (optional)')).toBeFocused();
    for (const label of ['First name', 'Last name', 'Email'])
      await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid');
    await expect(summary(page)).toHaveCount(0);

    const email = page.getByLabel('Email', { exact: true });
    await email.focus();
    await page.keyboard.type('grace@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page)).toHaveCount(0);
    await email.focus();
    await page.keyboard.type('example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await submit(page).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText('First name: Enter your first name');
    await expect(summary(page)).not.toContainText('Email');
  });

  test('an address with a likely slip gets "Did you mean", which mends it in one press and goes when typed over', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    const email = page.getByLabel('Email', { exact: true });
    const suggestion = page.locator('[data-email-suggestion]');
    await email.fill('ada.lovelace@gmial.con');
    await expect(suggestion).toBeEmpty();
    await email.press('Tab');
    await expect(suggestion).toHaveAttribute('aria-live', 'polite');
    await expect(suggestion).toHaveText('Did you mean ada.lovelace@gmail.com?');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'ada.lovelace@gmail.com' }).click();
    await expect(email).toHaveValue('ada.lovelace@gmail.com');
    await expect(email).toBeFocused();
    await expect(suggestion).toBeEmpty();

    // Typing over a suggested address takes the suggestion away; an address as meant gets none.
    await email.fill('grace@hotmial.com');
    await email.press('Tab');
    await expect(suggestion).toHaveText('Did you mean grace@hotmail.com?');
    await email.fill('grace@hotmial.co');
    await expect(suggestion).toBeEmpty();
    await email.fill('grace@example.com');
    await email.press('Tab');
    await expect(suggestion).toBeEmpty();
    await expect(email).toHaveValue('grace@example.com');
  });
});

test.describe('applying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server and comes back with its errors and the values kept', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.onboarding}`);
    await page.getByLabel('First name').fill('Katherine');
    await submit(page).click();
    await expect(summary(page)).toBeVisible();
    await expect(summary(page).getByRole('heading')).toHaveText(/problem/);
    await expect(summary(page)).not.toContainText(FORM_CHANGED);
    // The answer opens on the summary, far down the page, not at the page's top.
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toBeInViewport();
    await expect(page.getByLabel('First name')).toHaveValue('Katherine');
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');

    // "Add another entry" works as a plain submit button too.
    const experience = page.locator('#question-q-work-experience');
    await experience.getByRole('button', { name: 'Add another entry' }).click();
    await expect(
      page.locator('#question-q-work-experience').getByRole('group', { name: /Entry \d of 2/ }),
    ).toHaveCount(2);
    await expect(page.getByLabel('First name')).toHaveValue('Katherine');

    const email = uniqueEmail('nojs');
    await fillStandardFields(page, email);
    await answerQuestions(page, { passes: 1 });
    await consentToEverything(page);
    // Without JavaScript the submit is a page load, and a click does not wait for it: the summary is read
    // from the page the server answered with, never from the one still on screen (a race CI lost once).
    const answered = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await submit(page).click();
    await answered;
    await page.waitForLoadState('domcontentloaded');
    // A conditional question that the answers trigger appears after the round trip; answer and send.
    if (await summary(page).isVisible()) {
      await answerQuestions(page, { passes: 1 });
      await consentToEverything(page);
      await submit(page).click();
    }
    await expect(received(page)).toBeVisible();
    await expect(page.locator('.apply-success')).toContainText(email);
    // Opened on the confirmation, not on the job ad with "Apply" still showing at the top.
    await expect(page.locator('.apply-success')).toBeFocused();
    await expect(page.locator('.apply-success')).toBeInViewport();
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
  });

  test('answers refused against a form the employer changed since the page opened say so', async ({
    page,
  }) => {
    // The page as it was before the change: it posts the shape of the form it showed.
    await page.route(`**/jobs/${postings.onboarding}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const served = await route.fetch();
      const html = (await served.text()).replace(/(name="formShape" value=")[^"]*"/, '$1an-older-shape"');
      await route.fulfill({ response: served, body: html });
    });
    await page.goto(`/jobs/${postings.onboarding}`);
    await page.getByLabel('First name').fill('Katherine');
    await submit(page).click();
    await expect(summary(page)).toContainText(FORM_CHANGED);
    await expect(page.getByLabel('First name')).toHaveValue('Katherine');
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a file chosen before a round trip is asked for again, as the browser cannot put it back', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.onboarding}`);
    const resume = page.getByLabel('Resume or CV (optional)');
    await resume.setInputFiles(pdf);
    await page
      .locator('#question-q-work-experience')
      .getByRole('button', { name: 'Add another entry' })
      .click();
    await expect(
      page.locator('#question-q-work-experience').getByRole('group', { name: /Entry \d of 2/ }),
    ).toHaveCount(2);
    // The field came back empty: it says so, and its description carries the note.
    const again = page.getByText('please choose it again');
    await expect(again).toBeVisible();
    await expect(resume).toHaveAccessibleDescription(/please choose it again/);
    // A field that had no file asks for nothing (the photo, when the posting has one, is not named).
    await expect(again).toHaveCount(1);
    // Sent again with its errors: still asked while the field is empty.
    await submit(page).click();
    await expect(summary(page)).toBeVisible();
    await expect(page.getByText('please choose it again')).toBeVisible();
  });

  test('a follow-up question (a conditional by id) is asked after the round trip that calls for it, and checked', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.onboarding}`);
    const permit = page.locator('#question-q-work-permit');
    await expect(permit).toHaveCount(0);
    await page.locator('#question-q-visa').getByLabel('Yes').check();
    await submit(page).click();
    await expect(summary(page)).toBeVisible();
    await expect(permit).toBeVisible();
    await expect(permit.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#question-q-visa').getByLabel('No').check();
    await submit(page).click();
    await expect(permit).toHaveCount(0);
  });
});
