import { expect, test } from '@playwright/test';
import {
  answerQuestions,
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  postings,
  uniqueEmail,
} from './support/fill-form';

// Its own address: applying specs from loopback share one abuse limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.200' } });

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
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: /your application was received/ })).toBeVisible();
  // The employer's mapping (SOURCE_MAPPING in playwright.config.ts) turns the campaign into the
  // documented source ids; the utm_* values themselves stay on the site's record.
  await expect
    .poll(async () => (await candidatesOnPlatform(email))[0]?.sourceDetails)
    .toEqual({ sourceTypeId: 'partner', sourceSubTypeId: 'embed', sourceId: 'partner-page' });
});
