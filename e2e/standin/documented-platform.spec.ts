import { expect, test } from '@playwright/test';
import { undocumentedApplicationKeys } from '@/lib/platform/standin/undocumented-keys';
import { expectNoAxeViolations } from '../support/axe';
import { answerQuestions, fillStandardFields, received, submit, uniqueEmail } from '../support/fill-form';

const standinUrl = `http://127.0.0.1:${process.env.E2E_STANDIN_PORT ?? 4150}`;
const MADRID = '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a05';
const KRAKOW = '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a03';
const PURCHASING_DE = '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a07';
const PURCHASING_EN = '6a1f0c2e-1b7d-4d2f-9a51-0c3e8b7d1a08';

type Received = { postingUuid: string; body: Record<string, unknown> };
const receivedByStandin = async (): Promise<Received[]> =>
  (await (await fetch(`${standinUrl}/_standin/received`)).json()) as Received[];

test.describe('the site on a platform that answers only in its documented shapes', () => {
  test('lists the postings with country names, skipping the odd one', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list').filter({ hasText: 'Customer Success Lead' });
    // Six usable postings, two of them one job's ads in German and English.
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('Hamburg, Germany (hybrid)').first()).toBeVisible();
    await expect(page.getByText('Remote (Portugal)')).toBeVisible();
    await expect(page.getByText('A posting a site cannot show')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a site set to miles offers the distances around a city in miles', async ({ page }) => {
    // The documented list places its Madrid posting (coordinates as strings): a city to search around.
    await page.goto('/?city=Madrid&within=25');
    const distance = page.getByRole('combobox', { name: 'Distance' });
    await expect(distance.getByRole('option')).toHaveText([
      'The city only',
      'Within 5 mi',
      'Within 10 mi',
      'Within 25 mi',
      'Within 50 mi',
    ]);
    await expect(distance).toHaveValue('25');
    await expect(page.getByRole('link', { name: 'Customer Success Lead' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows a job advertised in two languages once, in the reader’s, and links its other ad', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Purchasing Intern (all genders)' })).toBeVisible();
    await expect(page.getByText('Praktikum Einkauf (all genders)')).toHaveCount(0);

    // In English, the German ad says what language it is written in.
    await page.goto(`/jobs/${PURCHASING_DE}`);
    await expect(page.getByText('This job ad is written in German.')).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/jobs/${PURCHASING_EN}`,
    );
    // Another language of the same job is not "a job like this one".
    await expect(page.getByRole('region', { name: 'More jobs like this one' })).not.toContainText(
      'Purchasing',
    );

    await page.goto(`/jobs/${PURCHASING_EN}`);
    // In the ad, not the site's own language switcher, which names its languages the same way.
    const otherAd = page.getByRole('article').getByRole('link', { name: 'Deutsch' });
    await expect(otherAd).toHaveAttribute('lang', 'de');
    await expect(otherAd).toHaveAttribute('hreflang', 'de');
    await expectNoAxeViolations(page);
    // Search engines are told the same: this job's German page is its German ad, here and in the sitemap.
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      new RegExp(`/de/jobs/${PURCHASING_DE}$`),
    );
    // The sitemap is an index of files; this account's few jobs fit in the first.
    const index = await (await page.request.get('/sitemap.xml')).text();
    const file = /<sitemap><loc>([^<]+)<\/loc><\/sitemap>/.exec(index)![1]!;
    const sitemap = await (await page.request.get(new URL(file).pathname)).text();
    expect(sitemap).toContain(`/de/jobs/${PURCHASING_DE}</loc>`);
    expect(sitemap).not.toContain(`/de/jobs/${PURCHASING_EN}</loc>`);
    // The site's own language switcher leads there too, not to the English ad with German words.
    await expect(
      page
        .getByRole('navigation', { name: 'Choose a language' })
        .getByRole('link', { name: 'Deutsch' })
        .first(),
    ).toHaveAttribute('href', `/de/jobs/${PURCHASING_DE}`);
    // That page still opens for whoever follows a link to it, but is kept out of search.
    const offSet = await (await page.request.get(`/de/jobs/${PURCHASING_EN}`)).text();
    expect(offSet).toMatch(/<meta name="robots" content="noindex, follow"/);
    const inSet = await (await page.request.get(`/de/jobs/${PURCHASING_DE}`)).text();
    expect(inSet).not.toMatch(/<meta name="robots" content="noindex/);
    // Choosing the German ad is choosing German: the page around it is German too.
    await otherAd.click();
    await expect(page).toHaveURL(new RegExp(`/de/jobs/${PURCHASING_DE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Praktikum Einkauf (all genders)' }),
    ).toBeVisible();
    await expect(page.getByText('This job ad is written in German.')).toHaveCount(0);
    // And back: the English ad in English, though German was the last choice.
    await page.getByRole('article').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`//[^/]+/jobs/${PURCHASING_EN}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Purchasing Intern (all genders)' }),
    ).toBeVisible();
    // Last: the German list makes German the site's language for the rest of the visit.
    await page.goto('/de');
    await expect(page.getByRole('link', { name: 'Praktikum Einkauf (all genders)' })).toBeVisible();
    await expect(page.getByText('Purchasing Intern (all genders)')).toHaveCount(0);
    // Right to left: the line reads in Arabic, each language's name in its own script and direction.
    await page.goto(`/ar/jobs/${PURCHASING_DE}`);
    await expect(page.getByRole('article').getByRole('link', { name: 'English' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    await expect(page.getByText('هذه الوظيفة معلن عنها أيضًا باللغة:')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('applies end to end: only documented keys, exactly the configuration’s consent scopes', async ({
    page,
  }) => {
    await page.goto(`/jobs/${MADRID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Success Lead' })).toBeVisible();
    await expect(page.getByText('Madrid, Spain').first()).toBeVisible();
    // The documented `jobAd.sections.videos`: a link to the employer's video, in a new tab.
    await expect(page.getByRole('link', { name: 'Video on video.northwind.example' })).toHaveAttribute(
      'href',
      'https://video.northwind.example/team',
    );
    const consent = page.getByRole('group', { name: 'Your data' });
    await expect(consent.getByRole('checkbox')).toHaveCount(4);
    await expect(consent.getByRole('link', { name: /Company imprint/ })).toBeVisible();
    // The follow-up question (a conditional by id) appears with its parent's answer.
    await expect(page.locator('#question-nw-q-permit')).toHaveCount(0);
    await page.locator('#question-nw-q-visa').getByLabel('Yes').check();
    await expect(page.locator('#question-nw-q-permit')).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('standin');
    await fillStandardFields(page, email);
    await answerQuestions(page, { passes: 2 });
    await consent.getByRole('checkbox').first().check();
    await submit(page).click();
    await expect(received(page)).toBeVisible();

    await expect
      .poll(async () => (await receivedByStandin()).filter((entry) => entry.body.email === email).length)
      .toBe(1);
    const { body, postingUuid } = (await receivedByStandin()).find((entry) => entry.body.email === email)!;
    expect(postingUuid).toBe(MADRID);
    expect(undocumentedApplicationKeys(body)).toEqual({ paths: [] });
    expect(body.consentDecisions).toEqual({
      SMART_RECRUIT: true,
      SMART_CRM: false,
      SMART_MESSAGE_SMS: false,
      SMART_MESSAGE_WHATSAPP: false,
    });
    expect((body.answers as { id: string }[]).map((answer) => answer.id)).toContain('nw-q-permit');
    expect(body.location).toEqual({ city: 'London' });

    // The status page reads the platform's IN-REVIEW (with a dash) once the application is delivered.
    await page.getByRole('link', { name: 'Follow the status of your application' }).click();
    await expect(page.getByText(/^Current status:/)).toHaveText('Current status: In review', {
      timeout: 30_000,
    });
  });

  test('a required question of an unknown type sends the candidate to the platform’s apply page', async ({
    page,
  }) => {
    await page.goto(`/jobs/${KRAKOW}`);
    await expect(page.getByRole('heading', { name: 'This job can’t take applications here' })).toBeVisible();
    await expect(page.getByText('Sign the store safety declaration', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'apply there' })).toHaveAttribute(
      'href',
      /^https:\/\/jobs\.northwind\.example\//,
    );
    await expect(submit(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
