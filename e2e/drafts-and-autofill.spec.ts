import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  answerQuestions,
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  pdf,
  postings,
  received,
  submit,
  uniqueEmail,
} from './support/fill-form';
import { mailsTo } from './support/read-mail';
import { textDocx, textPdf } from './support/resume-files';

// The e2e site trusts one proxy hop (TRUST_PROXY=1): these tests apply from an address of their own, so the
// suite's other applications from this machine never bring them the abuse challenge.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.10' } });

const notice = (page: Page) => page.getByText('We restored your answers from your last visit.');
const LINK_ENDED = 'This link no longer opens any saved answers';
/** A link's page as a server sends it: whether it says the link has ended, holding none of its answers. */
const endedWhenVisited = async (request: APIRequestContext, link: string, answer: string) => {
  const html = await (await request.get(link)).text();
  return html.includes(LINK_ENDED) && !html.includes(answer);
};
/** The newest draft this browser keeps for a posting (one a tab: apply-form/drafts/local-draft.ts). */
const localDraft = (page: Page, postingId: string) =>
  page.evaluate((prefix) => {
    const drafts = Object.keys(window.localStorage)
      .filter((key) => key.startsWith(prefix))
      .map((key) => window.localStorage.getItem(key)!)
      .sort(
        (a, b) =>
          (JSON.parse(b) as { savedAtMs: number }).savedAtMs -
          (JSON.parse(a) as { savedAtMs: number }).savedAtMs,
      );
    return drafts[0] ?? null;
  }, `apply-draft:v1:${postingId}`);

/** The no-questions job in a tab of its own (its own sessionStorage: a tab's own draft), its form ready. */
async function openJobTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto(`/jobs/${postings.noQuestions}`);
  await expect(tab.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
  return tab;
}

test.describe('drafts', () => {
  test('half a form survives a reload, a file is asked for again, submitting clears the draft', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.intern}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('City (optional)').fill('London');
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await expect.poll(() => localDraft(page, postings.intern)).toContain('Lovelace');
    expect(await localDraft(page, postings.intern)).not.toContain('%PDF');

    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('City (optional)')).toHaveValue('London');
    await expect(page.getByText(/You chose a file here before/)).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('draft');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await expect(page.getByText(/You chose a file here before/)).toHaveCount(0);
    await answerQuestions(page);
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    await expect.poll(() => localDraft(page, postings.intern)).toBeNull();
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(notice(page)).toHaveCount(0);
  });

  test('what was typed just before a reload is kept, without waiting for the pause in typing', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Last name').fill('Hopper');
    // At once: the draft is written 400 ms after typing stops, or as the page goes.
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  });

  test('a second tab of the same job, typed in and emptied again, leaves the first tab’s answers kept', async ({
    context,
  }) => {
    const open = () => openJobTab(context);
    const drafts = (tab: Page) =>
      tab.evaluate(
        (prefix) => Object.keys(window.localStorage).filter((key) => key.startsWith(prefix)).length,
        `apply-draft:v1:${postings.noQuestions}`,
      );
    const [first, second] = [await open(), await open()];
    await first.getByLabel('First name').fill('Mary');
    await expect.poll(() => localDraft(first, postings.noQuestions)).toContain('Mary');
    await second.getByLabel('City (optional)').fill('x');
    await expect.poll(() => drafts(second)).toBe(2);
    await second.getByLabel('City (optional)').fill('');
    await expect.poll(() => drafts(second)).toBe(1);
    await first.close();

    const third = await open();
    await expect(third.getByLabel('First name')).toHaveValue('Mary');
    await expect(notice(third)).toBeVisible();
  });

  test('answers put back from a closed tab and emptied again stay gone', async ({ context }) => {
    const open = () => openJobTab(context);
    const first = await open();
    await first.getByLabel('First name').fill('Edith');
    await expect.poll(() => localDraft(first, postings.noQuestions)).toContain('Edith');
    await first.close();
    const second = await open();
    await expect(second.getByLabel('First name')).toHaveValue('Edith');
    await second.getByLabel('First name').fill('');
    await expect.poll(() => localDraft(second, postings.noQuestions)).toBeNull();
    await second.reload();
    await expect(second.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await expect(second.getByLabel('First name')).toHaveValue('');
  });

  test('start over clears the restored answers', async ({ page }) => {
    await page.goto(`/jobs/${postings.accountExecutive}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Grace');
    await expect.poll(() => localDraft(page, postings.accountExecutive)).toContain('Grace');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect.poll(() => localDraft(page, postings.accountExecutive)).toBeNull();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('a start over clicked by mistake is undone, answers and ticks back', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Last name').fill('Hamilton');
    await expect.poll(() => localDraft(page, postings.noQuestions)).toContain('Hamilton');
    await page.reload();
    await consentToEverything(page);
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue('');
    const consent = page.getByRole('group', { name: 'Your data' }).getByRole('checkbox').first();
    await expect(consent).not.toBeChecked();
    await expect(page.locator('.draft-notice')).toContainText('We cleared your answers.');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue('Hamilton');
    await expect(consent).toBeChecked();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect.poll(() => localDraft(page, postings.noQuestions)).toContain('Hamilton');
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Hamilton');

    // Once new answers are written, undo is no longer offered: it would put the old ones over them.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByLabel('Last name').fill('Lamarr');
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(page.getByLabel('Last name')).toHaveValue('Lamarr');
  });

  test('"finish later" asks "Did you mean" at once of the form’s address with a likely slip', async ({
    page,
  }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Email').fill('katherine@yahooo.co.uk');
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    const linkEmail = page.getByLabel('Email for the link');
    await expect(linkEmail).toBeFocused();
    await expect(linkEmail).toHaveValue('katherine@yahooo.co.uk');
    const suggestion = page.locator('.finish-later [data-email-suggestion]');
    await expect(suggestion).toHaveText('Did you mean katherine@yahoo.co.uk?');
    await suggestion.getByRole('button').click();
    await expect(linkEmail).toHaveValue('katherine@yahoo.co.uk');
    await expect(linkEmail).toBeFocused();
    await expect(suggestion).toBeEmpty();
  });

  test('"finish later" mails a link that restores the answers in another browser, once', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('later');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Katherine');
    await page.getByLabel('Last name').fill('Johnson');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await expect(page.getByLabel('Email for the link')).toHaveValue(email);
    // The button gave way to the field, and focus went on to it.
    await expect(page.getByLabel('Email for the link')).toBeFocused();
    await expectNoAxeViolations(page);
    // A refused address: focus goes back to the field, which now says why.
    const linkEmail = page.getByLabel('Email for the link');
    await linkEmail.fill('katherine@');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(linkEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(linkEmail).toBeFocused();
    await expect(page.locator(`#${await linkEmail.getAttribute('aria-describedby')}`)).toContainText(
      'Enter an email address like name@example.com',
    );
    await linkEmail.fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText('We emailed you a link to finish your application.')).toBeVisible();
    await expectNoAxeViolations(page);

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.text).not.toContain('Katherine');
    const link = /https?:\/\/\S+\?draft=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeTruthy();
    const tampered = link!.replace(
      /(\.[A-Za-z0-9_-])([A-Za-z0-9_-]*#apply)$/,
      (_all, head: string, tail: string) =>
        head.endsWith('A') ? `${head.slice(0, -1)}B${tail}` : `${head.slice(0, -1)}A${tail}`,
    );
    expect(tampered).not.toBe(link);
    // A tampered link opens the job with none of the answers, saying the link has ended (not that the job is gone).
    expect(await endedWhenVisited(request, tampered, 'Katherine')).toBe(true);
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(tampered);
    await expect(strangerPage.getByText(LINK_ENDED)).toBeVisible();
    await expect(strangerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(strangerPage.getByLabel('First name')).toHaveValue('');
    await expect.poll(() => strangerPage.url()).not.toContain('draft=');
    await expectNoAxeViolations(strangerPage);
    await stranger.close();

    // Without JavaScript the server renders the answers and the notice (its words load on demand with it).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(link!);
    await expect(plain.getByLabel('First name')).toHaveValue('Katherine');
    await expect(notice(plain)).toBeVisible();
    await noScript.close();

    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(link!);
    await expect(elsewhere.getByLabel('First name')).toHaveValue('Katherine');
    await expect(elsewhere.getByLabel('Email')).toHaveValue(email);
    await expect(notice(elsewhere)).toBeVisible();
    await expectNoAxeViolations(elsewhere);
    await consentToEverything(elsewhere);
    await submit(elsewhere).click();
    await expect(received(elsewhere)).toBeVisible();
    await other.close();
    // Submitted: the server copy is gone, and its link with it.
    await expect.poll(() => endedWhenVisited(request, link!, 'Katherine')).toBe(true);
  });
  test('a "finish later" link opened without JavaScript sends the application', async ({ page, browser }) => {
    const email = uniqueEmail('later-plain');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Mary');
    await page.getByLabel('Last name').fill('Jackson');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const link = /https?:\/\/\S+\?draft=\S+/.exec((await mailsTo(email))[0]!.text)![0];

    // Another device has none of this one's files: the resume chosen here is asked for again there.
    const scripted = await browser.newContext();
    const there = await scripted.newPage();
    await there.goto(link);
    await expect(there.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await expect(there.getByText('please choose it again')).toBeVisible();
    await expect(there.getByLabel('Resume or CV (optional)')).toHaveAccessibleDescription(
      /please choose it again/,
    );
    await expectNoAxeViolations(there);
    await scripted.close();

    // The link page keeps its token from other sites, yet its own form still proves where it was sent from.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.10' },
    });
    const plain = await noScript.newPage();
    await plain.goto(link);
    await expect(plain.getByLabel('First name')).toHaveValue('Mary');
    await expect(plain.getByText('please choose it again')).toBeVisible();
    await consentToEverything(plain);
    await submit(plain).click();
    await expect(received(plain)).toBeVisible();
    await noScript.close();
    await expect.poll(async () => (await candidatesOnPlatform(email)).length, { timeout: 20_000 }).toBe(1);
  });

  test('opening the same link again keeps what was typed since in this browser, and the files to choose again', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('again');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Annie');
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await page.getByLabel('Email for the link').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const link = /https?:\/\/\S+\?draft=\S+/.exec((await mailsTo(email))[0]!.text)![0];

    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.10' } });
    const there = await other.newPage();
    await there.goto(link);
    await expect(there.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await expect(there.getByLabel('First name')).toHaveValue('Annie');
    await there.getByLabel('Last name').fill('Easley');
    await there.getByLabel('Resume or CV (optional)').setInputFiles(pdf);
    await expect.poll(() => localDraft(there, postings.noQuestions)).toContain('Easley');
    // The link again (from the mail, days later): the answers typed since stay, the link's older ones do not.
    await there.goto(link);
    await expect(there.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await expect(there.getByLabel('Last name')).toHaveValue('Easley');
    await expect(there.getByLabel('First name')).toHaveValue('Annie');
    await expect(there.getByText('please choose it again')).toBeVisible();
    await other.close();
  });

  test('an older "finish later" link opened after a newer one keeps the answers typed since, on the page and in this browser', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('older-link');
    const links = async () =>
      (await mailsTo(email)).map((mail) => /https?:\/\/\S+\?draft=\S+/.exec(mail.text)![0]);
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Mary');
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await page.getByLabel('Email for the link').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect.poll(async () => (await links()).length, { timeout: 20_000 }).toBe(1);
    const [older] = await links();

    // On another computer: the link, more answers, and a newer link for them.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.10' } });
    const there = await other.newPage();
    await there.goto(older!);
    await expect(there.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await there.getByLabel('Last name').fill('Jackson');
    await there.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await there.getByLabel('Email for the link').fill(email);
    await there.getByRole('button', { name: 'Send me the link' }).click();
    await expect.poll(async () => (await links()).length, { timeout: 20_000 }).toBe(2);
    await there.getByLabel('Phone (optional)').fill('+1 757 555 0100');
    await expect.poll(() => localDraft(there, postings.noQuestions)).toContain('757');

    // The first mail's link, found again days later: the answers typed since stay, and stay in this browser.
    await there.goto(older!);
    await expect(there.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await expect(there.getByLabel('Last name')).toHaveValue('Jackson');
    await expect(there.getByLabel('Phone (optional)')).toHaveValue('+1 757 555 0100');
    await expect(there.getByLabel('First name')).toHaveValue('Mary');
    expect(await localDraft(there, postings.noQuestions)).toContain('757');
    await other.close();
  });

  test('a link’s token is kept in this browser at once and through a send refused offline; applying ends the link', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('kept-token');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await fillStandardFields(page, email);
    // Saved in this browser after the pause in typing, before the link is asked for: no save is pending.
    await expect.poll(() => localDraft(page, postings.noQuestions)).toContain('London');
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText('We emailed you a link to finish your application.')).toBeVisible();
    // Nothing typed since: a candidate who closes the tab now still leaves the token behind.
    const token = async () =>
      (JSON.parse((await localDraft(page, postings.noQuestions)) ?? '{}') as { draftToken?: string })
        .draftToken;
    expect(await token()).toBeTruthy();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const link = /https?:\/\/\S+\?draft=\S+/.exec((await mailsTo(email))[0]!.text)![0];

    await page.reload();
    await expect(notice(page)).toBeVisible();
    await consentToEverything(page);
    await context.setOffline(true);
    await submit(page).click();
    await expect(page.locator('.error-summary').getByRole('heading')).toHaveText(
      'Check before you send it again',
    );
    // The refused send keeps what the page opened with: the token the application carries, and the notice.
    await expect(page.locator('input[name="draftToken"]')).toHaveValue((await token())!);
    await expect(notice(page)).toBeVisible();
    await context.setOffline(false);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    await expect.poll(() => endedWhenVisited(request, link, 'Lovelace')).toBe(true);
  });

  test('starting over from a link forgets the server copy too', async ({ page, request }) => {
    const email = uniqueEmail('over');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('First name').fill('Dorothy');
    await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
    await page.getByLabel('Email for the link').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const link = /https?:\/\/\S+\?draft=\S+/.exec((await mailsTo(email))[0]!.text)![0];

    await page.goto(link);
    await expect(page.getByLabel('First name')).toHaveValue('Dorothy');
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect.poll(() => endedWhenVisited(request, link, 'Dorothy')).toBe(true);
  });
});

test.describe('resume autofill', () => {
  const lines = [
    'Grace Hopper',
    'London, United Kingdom | +44 20 7946 0958 | grace.hopper@example.com',
    'linkedin.com/in/grace-hopper | https://gracehopper.dev',
    'Experience',
  ];

  test('a PDF resume offers its details; typed fields are replaced only when asked', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Last name', { exact: true }).fill('Smith');
    await page.getByLabel('Resume or CV (optional)').setInputFiles(textPdf('grace.pdf', lines));
    await expect(page.getByRole('heading', { name: 'Fill in details from your resume?' })).toBeVisible();
    await expect(page.locator('.form-announcer')).toHaveText(
      'We found these details in your resume. Nothing is sent until you submit.',
    );
    await expect(page.getByText('You typed Smith.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Fill all empty fields' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Smith');
    await expect(page.getByLabel('Email')).toHaveValue('grace.hopper@example.com');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('+44 20 7946 0958');
    await expect(page.getByLabel('City (optional)')).toHaveValue('London');
    await expect(page.getByLabel('LinkedIn profile (optional)')).toHaveValue(
      'https://www.linkedin.com/in/grace-hopper',
    );
    await expect(page.getByLabel('Website or portfolio (optional)')).toHaveValue('https://gracehopper.dev');
    // The form's live region said what was filled, and focus went on to the next button left.
    const liveRegion = page.locator('.form-announcer');
    await expect(liveRegion).toHaveText(/^Filled in: First name, Email, Phone, City, .+ and .+\.$/);
    // Fill all was the last button but Close.
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.getByRole('button', { name: /Replace what you typed with Hopper/ }).click();
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Hopper');
    await expect(liveRegion).toHaveText('Filled in: Last name.');
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Resume or CV (optional)')).toBeFocused();
  });

  test('a DOCX resume offers its details; a file it cannot read leaves a short note', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Resume or CV (optional)').setInputFiles(textDocx('grace.docx', lines));
    await page.getByRole('button', { name: 'Use Grace as your First name' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await page.getByRole('button', { name: 'Fill all empty fields' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('grace.hopper@example.com');
    await expect(page.getByLabel('City (optional)')).toHaveValue('London');

    await page.getByLabel('Resume or CV (optional)').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\nnot really a PDF'),
    });
    await expect(page.locator('.resume-autofill__note')).toHaveText(
      /^We could not read any details from this file\./,
    );
    // Said in the form's live region too: the note comes with its words, which would not be read out.
    await expect(page.locator('.form-announcer')).toHaveText(/^We could not read any details/);
    await expectNoAxeViolations(page);

    // A kind the page does not read (an old Word file) is not "unreadable": nothing is said of it.
    await page.getByLabel('Resume or CV (optional)').setInputFiles({
      name: 'grace.doc',
      mimeType: 'application/msword',
      buffer: Buffer.from('not read here'),
    });
    await expect(page.locator('.resume-autofill__note')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Fill in details from your resume?' })).toHaveCount(0);
  });

  test('a password-protected PDF leaves the short note and the form as it was', async ({ page }) => {
    await page.goto(`/jobs/${postings.noQuestions}`);
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    const resume = page.getByLabel('Resume or CV (optional)');
    await resume.setInputFiles(textPdf('grace.pdf', lines));
    await expect(page.getByRole('heading', { name: 'Fill in details from your resume?' })).toBeVisible();
    await resume.setInputFiles(textPdf('locked.pdf', lines, { passwordProtected: true }));
    await expect(page.locator('.resume-autofill__note')).toHaveText(
      /^We could not read any details from this file\./,
    );
    await expect(page.getByRole('heading', { name: 'Fill in details from your resume?' })).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await page.getByLabel('First name').fill('Grace');
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
  });
});
