import { expect, test } from '@playwright/test';
import { mailsTo } from './support/read-mail';
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

// Its own address: applying specs from loopback share one abuse limit.
const ownAddress = { 'x-forwarded-for': '198.51.100.200' };
test.use({ extraHTTPHeaders: ownAddress });

const campaign = 'utm_source=partner-page&utm_campaign=spring';

test('a campaign the visit arrived with on the site stays with it from page to page and reaches the platform as the mapped source ids', async ({
  page,
}) => {
  // The page cache keeps a copy for the campaign, whose links carry it on.
  await page.request.get(`/?${campaign}`);
  const list = await page.goto(`/?${campaign}`);
  expect(list?.headers()['x-page-cache']).toBe('hit');
  const firstPosting = page.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(firstPosting).toHaveAttribute('href', new RegExp(`^/jobs/[0-9a-f-]{36}\\?${campaign}$`));

  await page.request.get(`/jobs/${postings.noQuestions}?${campaign}`);
  const posting = await page.goto(`/jobs/${postings.noQuestions}?${campaign}`);
  expect(posting?.headers()['x-page-cache']).toBe('hit');
  await expect(page.getByRole('link', { name: /All open positions/ }).first()).toHaveAttribute(
    'href',
    `/?${campaign}`,
  );
  await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
  const email = uniqueEmail('campaign');
  await fillStandardFields(page, email);
  await answerQuestions(page, { passes: 1 });
  await consentToEverything(page);
  await submit(page).click();
  await expect(received(page)).toBeVisible();
  // The employer's mapping (SOURCE_MAPPING in playwright.config.ts) turns the campaign into the
  // documented source ids; the utm_* values themselves stay on the site's record.
  await expect
    .poll(async () => (await candidatesOnPlatform(email))[0]?.sourceDetails)
    .toEqual({ sourceTypeId: 'partner', sourceSubTypeId: 'embed', sourceId: 'partner-page' });
});

test('a campaign survives "finish later": the mailed link carries it, and the application sent from it keeps its source', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('campaign-later');
  // Free text in the address is no campaign a mail may carry to whoever is named (a stranger, maybe).
  await page.goto(`/jobs/${postings.noQuestions}?${campaign}&utm_term=Your+account+is+locked`);
  await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
  await fillStandardFields(page, email);
  await page.getByRole('button', { name: 'Email me a link to finish later' }).click();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText('We emailed you a link to finish your application.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\?draft=\S+/.exec((await mailsTo(email))[0]!.text)![0];
  expect(link).toContain(`&${campaign}#apply`);
  expect((await mailsTo(email))[0]!.text).not.toMatch(/utm_term|locked/);

  // Days later, in another browser: the answers come back, and so does the campaign.
  const later = await browser.newContext({ extraHTTPHeaders: ownAddress });
  const elsewhere = await later.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByLabel('Email')).toHaveValue(email);
  // The address loses the link's token but keeps the campaign, so a reload is still the campaign's page.
  await expect.poll(() => elsewhere.url()).not.toContain('draft=');
  expect(elsewhere.url()).toContain(`?${campaign}#apply`);
  await answerQuestions(elsewhere, { passes: 1 });
  await consentToEverything(elsewhere);
  await submit(elsewhere).click();
  await expect(received(elsewhere)).toBeVisible();
  await later.close();
  await expect
    .poll(async () => (await candidatesOnPlatform(email))[0]?.sourceDetails)
    .toEqual({ sourceTypeId: 'partner', sourceSubTypeId: 'embed', sourceId: 'partner-page' });
});
