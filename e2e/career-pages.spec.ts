import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { emulatorHeaders } from '../lib/platform/server/test-support/emulator-headers';

const HOSTILE = 'a0201858-a781-49df-af8f-bd8ac2caed49';
const UNPUBLISHED = '2a3bed14-0910-457f-afb1-4a115f9f0c1a';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const platformUrl = `http://localhost:${process.env.E2E_PLATFORM_PORT ?? 4110}`;

const results = (page: Page) =>
  page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
const jobCards = (page: Page) => results(page).getByRole('listitem');

test.describe('job list', () => {
  test('lists open postings ten to a page, each with its facts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /open positions/ })).toBeVisible();
    await expect(jobCards(page)).toHaveCount(10);
    const first = jobCards(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/jobs\/[0-9a-f-]{36}$/);
    await expect(first).toContainText(/Posted \d{1,2} \w+ \d{4}/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('search narrows the list, through a plain GET form', async ({ page }) => {
    await page.goto('/');
    const total = await totalOf(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Engineer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=Engineer(&|$)/);
    const narrowed = await totalOf(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
    for (const title of await jobCards(page).getByRole('heading').allTextContents())
      expect(title.toLowerCase()).toContain('engineer');
  });

  test('/jobs leads to the list, keeping its search and campaign, in the address’s language', async ({
    page,
  }) => {
    const moved = await page.request.get('/jobs?q=Engineer&utm_source=board', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toBe('/?q=Engineer&utm_source=board');
    await page.goto('/de/jobs?q=Engineer');
    await expect(page).toHaveURL(/\/de\?q=Engineer$/);
    await expect(page.getByRole('searchbox')).toHaveValue('Engineer');
  });

  test('a filter narrows the list and keeps its value', async ({ page }) => {
    await page.goto('/');
    const total = await totalOf(page);
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Poland' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/country=pl/);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('pl');
    const narrowed = await totalOf(page);
    expect(narrowed).toBeLessThan(total);
    await expect(jobCards(page)).toHaveCount(narrowed);
    for (const text of await jobCards(page).allTextContents()) expect(text).toContain('Poland');
  });

  test('on a phone the filters fold away, so jobs show on the first screen; set ones start open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeHidden();
    const firstJob = await jobCards(page).first().boundingBox();
    expect(firstJob!.y).toBeLessThan(844);
    await expectNoAxeViolations(page);
    await page.getByText('Filters', { exact: true }).click();
    await country.selectOption({ label: 'Poland' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/country=pl/);
    await expect(page.getByText('Filters (1)', { exact: true })).toBeVisible();
    await expect(country).toHaveValue('pl');
    // Wider screens show every filter without a click (Chromium lets CSS open the details).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
    await expect(page.getByText('Filters', { exact: true })).toBeHidden();
  });

  test('paging moves forwards and back, keeping the filters', async ({ page }) => {
    await page.goto('/');
    const firstPageTitles = await jobCards(page).getByRole('heading').allTextContents();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const secondPageTitles = await jobCards(page).getByRole('heading').allTextContents();
    expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(jobCards(page).getByRole('heading')).toHaveText(firstPageTitles);
  });

  test('an empty result says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/?q=no-such-job-anywhere&country=de');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await expect(page.getByText(/No jobs match/).first()).toBeVisible();
    await page.getByRole('link', { name: /Clear filters and see all/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(jobCards(page)).toHaveCount(10);
  });

  test('a misspelt search offers the words the jobs use, keeping its filters, in every language', async ({
    page,
  }) => {
    await page.goto('/?q=frontend+enginer&country=de');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    const suggestion = page.getByRole('link', { name: 'frontend engineer', exact: true });
    const offer = page.getByText(/^Did you mean frontend engineer\? \d+ jobs? match(es)? it\.$/);
    await expect(offer).toBeVisible();
    const offered = Number(/\d+/.exec((await offer.textContent()) ?? '')?.[0]);
    await expectNoAxeViolations(page);
    await suggestion.click();
    await expect(page).toHaveURL(/[?&]q=frontend\+engineer(&|$)/);
    await expect(page).toHaveURL(/[?&]country=de(&|$)/);
    await expect(jobCards(page)).toHaveCount(offered);
    await expect(jobCards(page).first()).toContainText('Frontend Engineer (React)');

    // Found as typed, or nothing close: nothing offered.
    for (const path of ['/?q=engineer', '/?q=pharmacist']) {
      await page.goto(path);
      await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    }
    await page.goto('/ar?q=enginer');
    await expect(page.getByRole('link', { name: 'engineer', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a city typed by its name in another language shows the jobs there at once, and says so', async ({
    page,
  }) => {
    // The jobs say "London" and "Munich"; a French reader types "Londres", a German one "München".
    await page.goto('/fr?q=Londres');
    await expect(page.getByRole('heading', { name: /\d+ offres? correspond/ })).toBeVisible();
    await expect(
      page.getByText('Offres à London : c’est ainsi que ces offres écrivent Londres.'),
    ).toBeVisible();
    await expect(jobCards(page).first()).toContainText('London');
    // The search stays as typed; what is shown is London's jobs.
    await expect(page.getByRole('searchbox')).toHaveValue('Londres');
    await expect(page.getByText(/Vouliez-vous dire/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/de?q=München');
    await expect(page.getByText('Stellen in Munich: So schreiben diese Stellen München.')).toBeVisible();
    await expect(jobCards(page).first()).toContainText('Munich');

    // Right to left: the Latin names keep their own direction.
    await page.goto('/ar?q=Londres');
    await expect(page.getByText(/وظائف في London/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A slip in a city's name is a guess: only offered.
    await page.goto('/en?q=Londn');
    await expect(page.getByText(/^Did you mean london\? \d+ jobs? match/)).toBeVisible();
  });

  test('a search that names a department with a place offers the department’s filter, keeping the place', async ({
    page,
  }) => {
    // "Customer Success" is in a title in Amsterdam, not in Warsaw, where the team has a job.
    await page.goto('/en?q=customer+success+Warsaw');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await expect(
      page.getByText('Did you mean the department Customer Success? 1 job matches it.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Customer Success', exact: true }).click();
    await expect(page).toHaveURL(/\?q=Warsaw&department=customer-success$/);
    await expect(page.getByLabel('Department')).toHaveValue('customer-success');
    await expect(jobCards(page)).toHaveCount(1);
    await expect(jobCards(page).first()).toContainText('Technical Support Engineer');
  });

  test('a search that names a country in the page’s language offers the country’s filter', async ({
    page,
  }) => {
    // The platform names the country in English ("Poland"); a Polish reader types "Polska".
    await page.goto('/pl?q=Polska');
    const offer = page.getByText(/^Czy chodziło o kraj Polska\? Pasuj/);
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Polska', exact: true }).click();
    await expect(page).toHaveURL(/\/pl\?country=pl$/);
    await expect(page.getByLabel('Kraj', { exact: true })).toHaveValue('pl');
    for (const card of await jobCards(page).all()) await expect(card).toContainText('Polska');
  });

  test('a search that names a kind of contract, in the page’s language or the platform’s, offers the filter', async ({
    page,
    request,
  }) => {
    // The platform's search reads titles and places: "Praktikum" is in none of them.
    await page.goto('/de?q=Praktikum');
    await expect(page.getByRole('heading', { name: 'Keine Stelle passt zu Ihrer Suche' })).toBeVisible();
    const offer = page.getByText(
      /^Meinten Sie die Anstellungsart Praktikum\? \d+ Stellen? (passt|passen) dazu\.$/,
    );
    await expect(offer).toBeVisible();
    const offered = Number(/\d+/.exec((await offer.textContent()) ?? '')?.[0]);
    expect(offered).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Praktikum', exact: true }).click();
    await expect(page).toHaveURL(/\/de\?employmentType=intern$/);
    await expect(page.getByLabel('Anstellungsart')).toHaveValue('intern');
    await expect(jobCards(page)).toHaveCount(offered);
    // The words' own feed (and alert), which wait for jobs not yet open, know the same jobs by them.
    const feed = await (await request.get('/de/feed.xml?q=Praktikum')).text();
    expect(feed.match(/<entry[\s>]/g)).toHaveLength(offered);

    // The platform's English word, with a place kept as the search's words.
    await page.goto('/en?q=full-time+Munich');
    const fullTime = page.getByRole('link', { name: 'Full-time', exact: true });
    await expect(fullTime).toBeVisible();
    await fullTime.click();
    await expect(page).toHaveURL(/\?q=Munich&employmentType=full_time$/);
    await expect(jobCards(page).first()).toContainText('Munich');

    // Right to left, in Arabic words.
    await page.goto(`/ar?q=${encodeURIComponent('تدريب')}`);
    await expect(page.getByRole('link', { name: 'تدريب', exact: true })).toHaveAttribute(
      'href',
      '/ar?employmentType=intern',
    );
    await expectNoAxeViolations(page);

    // A contract type already chosen is not offered again.
    await page.goto('/en?q=internship&employmentType=full_time');
    await expect(page.getByText(/Did you mean the employment type/)).toHaveCount(0);
  });

  test('a search that names a work mode, in the page’s language or English, offers the filter', async ({
    page,
  }) => {
    // The platform's search reads titles and places: "Télétravail" is in none of them.
    await page.goto(`/fr?q=${encodeURIComponent('Télétravail')}`);
    const offer = page.getByText(
      /^Vouliez-vous dire le mode de travail Télétravail \? \d+ offres? correspond/,
    );
    await expect(offer).toBeVisible();
    const offered = Number(/\d+/.exec((await offer.textContent()) ?? '')?.[0]);
    expect(offered).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Télétravail', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\?workMode=remote$/);
    await expect(page.getByLabel('Mode de travail')).toHaveValue('remote');
    await expect(jobCards(page)).toHaveCount(offered);

    // The English words candidates type, the rest of the search kept.
    await page.goto('/en?q=work+from+home+engineer');
    await page.getByRole('link', { name: 'Remote', exact: true }).click();
    await expect(page).toHaveURL(/\?q=engineer&workMode=remote$/);
    await expect(jobCards(page).first()).toContainText('Staff Backend Engineer');
  });

  test('says when the platform cannot be reached, instead of failing', async ({ page, request }) => {
    const faults = await request.put(`${platformUrl}/_emulator/faults`, {
      data: { errorRate: 1, paths: ['/v1/companies'] },
      headers: emulatorHeaders,
    });
    expect(faults.ok()).toBe(true);
    try {
      const response = await page.goto('/?q=probe-while-the-platform-fails');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'We can’t load jobs right now' })).toBeVisible();
      // The form still works, so the candidate can try again.
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(
        'probe-while-the-platform-fails',
      );
    } finally {
      await request.put(`${platformUrl}/_emulator/faults`, {
        data: { errorRate: 0, paths: [] },
        headers: emulatorHeaders,
      });
    }
  });

  test('a posting the platform cannot give answers 503 with Retry-After, so search engines keep the job', async ({
    page,
    request,
  }) => {
    // A posting this site has not loaded before: no cached copy can stand in for it.
    const unseen = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const faults = await request.put(`${platformUrl}/_emulator/faults`, {
      data: { errorRate: 1, paths: ['/v1/companies'] },
      headers: emulatorHeaders,
    });
    expect(faults.ok()).toBe(true);
    try {
      const response = await page.goto(`/jobs/${unseen}`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('120');
      await expect(
        page.getByRole('heading', { level: 1, name: 'We can’t load this job right now' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await request.put(`${platformUrl}/_emulator/faults`, {
        data: { errorRate: 0, paths: [] },
        headers: emulatorHeaders,
      });
    }
    // The platform back: the address answers as the posting is (this one does not exist: a 404, not a 503).
    expect((await request.get(`/jobs/${unseen}`)).status()).toBe(404);
  });

  test('follows the search as a feed: found from the page, each job it lists once, newest first', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/?department=sales');
    const total = await totalOf(page);
    const feedLink = page.getByRole('link', { name: 'Or follow these jobs in a feed reader (Atom)' });
    await expect(feedLink).toHaveAttribute('href', '/feed.xml?department=sales');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${baseURL}/feed.xml?department=sales`,
    );

    // The same search's feed in German: what a German reader subscribes to.
    const response = await request.get('/de/feed.xml?department=sales');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        const text = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? '';
        return {
          language: doc.documentElement.getAttribute('xml:lang'),
          title: text(doc, 'feed > title'),
          subtitle: text(doc, 'feed > subtitle'),
          entries: [...doc.querySelectorAll('entry')].map((entry) => ({
            href: entry.querySelector('link')?.getAttribute('href') ?? '',
            language: entry.getAttribute('xml:lang'),
            published: text(entry, 'published'),
            summary: text(entry, 'summary'),
          })),
        };
      },
      await response.text(),
    );
    expect(feed).not.toBeNull();
    expect(feed!.language).toBe('de');
    expect(feed!.title).toBe('Karriere bei Acme Robotics');
    expect(feed!.subtitle).toBe('Sales');
    expect(feed!.entries).toHaveLength(total);
    for (const entry of feed!.entries) {
      expect(entry.href).toMatch(new RegExp(`^${baseURL}/de/jobs/[0-9a-f-]{36}$`));
      expect(entry.summary).not.toBe('');
    }
    // The team's German ad is in the feed's language; its English ads say they are not.
    expect(new Set(feed!.entries.map((entry) => entry.language))).toEqual(new Set([null, 'en']));
    const published = feed!.entries.map((entry) => entry.published);
    expect(published).toEqual([...published].sort().reverse());

    // A search around a city: each job outside it says how far, as the list does.
    await page.goto('/?city=Berlin&within=50');
    const aroundTotal = await totalOf(page);
    const around = await (await request.get('/feed.xml?city=Berlin&within=50')).text();
    expect(around.match(/<entry[\s>]/g)).toHaveLength(aroundTotal);
    expect(around.match(/27 km from Berlin/g)).toHaveLength(1);

    // In an employer's frame the page around it decides how to follow jobs.
    await page.goto('/embed/jobs?department=sales');
    await expect(page.getByRole('link', { name: /feed reader/ })).toHaveCount(0);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('pay and work mode on the list', () => {
  test('each job shows its pay as stated and its work mode; a job without pay says nothing about it', async ({
    page,
  }) => {
    await page.goto('/?q=Security+Engineer');
    const security = jobCards(page).filter({ hasText: 'Security Engineer' });
    await expect(security).toContainText('PLN 20,000–25,000 per month');
    await expect(security).toContainText('On-site');
    await page.goto('/?q=Machine+Learning');
    const ml = jobCards(page).filter({ hasText: 'Machine Learning Engineer' });
    // Said once, in the place: "London, United Kingdom (hybrid)", not "… (hybrid) · Hybrid".
    await expect(ml).toContainText('(hybrid)');
    await expect(ml).not.toContainText('Hybrid');
    await expect(ml).not.toContainText(/per (year|month|hour)|£|GBP/);
  });

  test('the ad language filter keeps the ads written in one language, each named in the page’s', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language of the ad' }).selectOption({ label: 'German' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/language=de/);
    expect(await totalOf(page)).toBe(2);
    for (const text of await jobCards(page).allTextContents()) expect(text).toContain('(m/w/d)');
    await page.goto('/de?language=en');
    const language = page.getByRole('combobox', { name: 'Sprache der Anzeige' });
    await expect(language).toHaveValue('en');
    await expect(language.getByRole('option', { name: 'Englisch' })).toHaveCount(1);
    await expect(jobCards(page).filter({ hasText: '(m/w/d)' })).toHaveCount(0);
  });

  test('the employment type filter keeps the jobs of one contract, each named in the page’s language', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Employment type' }).selectOption({ label: 'Internship' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/employmentType=intern/);
    expect(await totalOf(page)).toBe(2);
    for (const text of await jobCards(page).allTextContents()) expect(text).toContain('Intern');
    // In French the options are French words (the platform's are English); the address keeps the filter.
    await page.goto('/fr?employmentType=part_time');
    const contract = page.getByRole('combobox', { name: 'Type de contrat' });
    await expect(contract).toHaveValue('part_time');
    await expect(contract.getByRole('option', { name: 'Temps partiel' })).toHaveCount(1);
    await expect(jobCards(page)).toHaveCount(PART_TIME_JOBS);
    await expectNoAxeViolations(page);
  });

  test('two filters that find nothing: each one left out is offered with what it finds, and finds that', async ({
    page,
  }) => {
    await page.goto('/?country=pt&employmentType=intern');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await expect(page.getByText('Leaving out one filter finds jobs:')).toBeVisible();
    const offers = page.getByRole('link', { name: /^Without “.+”: \d+ jobs?$/ });
    await expect(offers).toHaveCount(2);
    await expect(offers.first()).toHaveText('Without “Portugal”: 2 jobs');
    await expect(offers.nth(1)).toHaveText(/^Without “Internship”: \d+ jobs?$/);
    await expectNoAxeViolations(page);
    const promised = await Promise.all(
      (await offers.all()).map(async (offer) => ({
        href: (await offer.getAttribute('href'))!,
        count: Number(/(\d+) jobs?$/.exec((await offer.textContent()) ?? '')?.[1]),
      })),
    );
    expect(promised.map(({ href }) => href)).toEqual(['/?employmentType=intern', '/?country=pt']);
    for (const { href, count } of promised) {
      await page.goto(href);
      expect(await totalOf(page), href).toBe(count);
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('the work-mode filter keeps only jobs of that mode', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('combobox', { name: 'Work mode' }).selectOption({ label: 'Remote' });
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/workMode=remote/);
        await expect(page.getByRole('combobox', { name: 'Work mode' })).toHaveValue('remote');
        expect(await totalOf(page)).toBe(2);
        for (const text of await jobCards(page).allTextContents())
          expect(text.match(/Remote/g)).toHaveLength(1);
      });

      test('the pay filter keeps jobs paying at least the minimum in the chosen currency', async ({
        page,
      }) => {
        await page.goto('/');
        await page.getByRole('combobox', { name: 'Pay currency' }).selectOption('GBP');
        await page.getByRole('textbox', { name: 'Minimum pay per year' }).fill('80,000');
        await page.getByRole('button', { name: 'Search' }).click();
        // The plain GET form sends what was typed; the site reads the separators away.
        await expect(page).toHaveURL(/payCurrency=GBP&minPay=80%2C000/);
        await expect(page.getByRole('textbox', { name: 'Minimum pay per year' })).toHaveValue('80000');
        expect(await totalOf(page)).toBe(2);
        for (const text of await jobCards(page).allTextContents())
          expect(text).toContain('£72,000 – £90,000 per year');
        await page.getByRole('textbox', { name: 'Minimum pay per year' }).fill('90001');
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
      });

      test('a search around a city finds the jobs nearby too, after the city’s own, each saying how far', async ({
        page,
      }) => {
        await page.goto('/');
        await page.getByRole('combobox', { name: 'City' }).selectOption('Berlin');
        await page.getByRole('button', { name: 'Search' }).click();
        const inBerlin = await totalOf(page);
        expect(inBerlin).toBeGreaterThan(0);
        await expect(jobCards(page).filter({ hasText: 'Potsdam' })).toHaveCount(0);

        await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 50 km' });
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/city=Berlin&within=50/);
        await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
        // Potsdam lies about 27 km from Berlin (the platform's coordinates for both).
        expect(await totalOf(page)).toBe(inBerlin + 1);
        await expect(jobCards(page).last()).toContainText('Potsdam, Germany');
        await expect(jobCards(page).last()).toContainText('27 km from Berlin');
        await expect(jobCards(page).filter({ hasText: /km from/ })).toHaveCount(1);

        await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 10 km' });
        await page.getByRole('button', { name: 'Search' }).click();
        expect(await totalOf(page)).toBe(inBerlin);
        // A distance chosen: no offer to look wider.
        await expect(page.getByRole('link', { name: /more jobs? within/ })).toHaveCount(0);
      });
    });
  }

  test('a city searched alone offers the jobs just outside it', async ({ page }) => {
    await page.goto('/?city=Berlin');
    const inBerlin = await totalOf(page);
    await page.getByRole('link', { name: '1 more job within 50 km of Berlin' }).click();
    await expect(page).toHaveURL(/\?city=Berlin&within=50$/);
    expect(await totalOf(page)).toBe(inBerlin + 1);
    // Nothing just outside: nothing offered (Munich's nearest other job is hundreds of kilometres away).
    await page.goto('/?city=Munich');
    await expect(jobCards(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /more jobs? within/ })).toHaveCount(0);
    // Nothing in the city for this search, something just outside: the offer is the way on.
    await page.goto('/?city=Berlin&department=operations');
    await expect(page.getByRole('heading', { name: 'No jobs match your search' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '1 more job within 50 km of Berlin' }).click();
    await expect(jobCards(page)).toContainText(['People Partner']);
  });

  test.describe('jobs near me', () => {
    // Sanssouci park, Potsdam: nearer Potsdam's job than Berlin's.
    test.use({ geolocation: { latitude: 52.4043, longitude: 13.0386 }, permissions: ['geolocation'] });

    test('the browser’s position picks the nearest city, searched around with a distance', async ({
      page,
    }) => {
      const positionSent: string[] = [];
      page.on('request', (request) => {
        if (/52\.40|13\.03/.test(request.url() + (request.postData() ?? '')))
          positionSent.push(request.url());
      });
      // A country chosen before is let go: distance knows no borders.
      await page.goto('/?country=pl');
      await page.getByRole('button', { name: 'Jobs near me' }).click();
      await expect(page).toHaveURL(/[?&]country=&city=Potsdam&within=25(&|$)/);
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Potsdam');
      await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('25');
      // Berlin's middle is about 27 km away: only Potsdam's own job within 25 km.
      expect(await totalOf(page)).toBe(1);
      await expect(jobCards(page)).toContainText(['People Partner']);
      // A distance chosen by hand is kept.
      await page.getByRole('combobox', { name: 'Distance' }).selectOption('50');
      await page.getByRole('button', { name: 'Jobs near me' }).click();
      await expect(page).toHaveURL(/[?&]city=Potsdam&within=50(&|$)/);
      await expect(jobCards(page).filter({ hasText: 'Berlin, Germany' }).first()).toBeVisible();
      expect(positionSent).toEqual([]);
    });
  });

  test.describe('jobs near me, refused', () => {
    test.use({ permissions: [], viewport: { width: 390, height: 800 } });

    test('a browser that does not share its position is told to choose a city; nothing is searched', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Jobs near me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'did not share your position' })).toBeVisible();
      // Where the words point: the city, behind the filters that fold away on a phone.
      await expect(page.getByRole('combobox', { name: 'City' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectNoAxeViolations(page);
    });
  });

  test.describe('jobs near me, without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is not offered without a script', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('combobox', { name: 'Distance' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Jobs near me' })).toHaveCount(0);
    });
  });

  test('the embed does not offer it: a frame may not ask for the position', async ({ page }) => {
    const nearMe = page.getByRole('button', { name: 'Jobs near me' });
    await page.goto('/');
    await expect(nearMe).toBeVisible();
    await page.goto('/embed/jobs');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('combobox', { name: 'Distance' })).toBeAttached();
    await expect(nearMe).toHaveCount(0);
  });

  test('a distance without a city filters nothing and says what it needs', async ({ page }) => {
    await page.goto('/?within=25');
    const distance = page.getByRole('combobox', { name: 'Distance' });
    await expect(distance).toHaveValue('25');
    await expect(distance).toHaveAccessibleDescription('Choose a city to search around it.');
    await expect(page.getByRole('heading', { level: 2, name: /26 open positions/ })).toBeVisible();
  });

  test('a filtered list has no accessibility violations', async ({ page }) => {
    await page.goto('/?workMode=onsite&payCurrency=EUR&minPay=50000');
    await expect(jobCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Right to left, with the distances a search around a city adds.
    await page.goto('/ar?city=Berlin&within=50');
    await expect(jobCards(page).filter({ hasText: 'كم' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('posting page', () => {
  test('shows the facts, the four ad sections and the apply section', async ({ page }) => {
    await page.goto(`/jobs/${HOSTILE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Engineer');
    await expect(page.getByRole('main')).toContainText('Warsaw, Poland');
    await expect(page.getByRole('main')).toContainText('Engineering');
    await expect(page.getByRole('main')).toContainText('Full-time');
    await expect(page.getByRole('main')).toContainText('Posted 20 December 2025');
    await expect(page.getByRole('main')).toContainText('PLN 20,000–25,000 per month');
    await expect(page.getByRole('main')).toContainText('On-site');
    await expect(page.locator('[data-ad-section]')).toHaveCount(4);
    for (const name of ['Company Description', 'Job Description', 'Qualifications', 'Additional Information'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const applySection = page.getByRole('region', { name: 'Apply for this job' });
    await expect(applySection).toBeVisible();
    // Before the form: a person to ask for an adjustment (the e2e site's default contact, MAIL_FROM's).
    const adjustments = applySection.getByText(/^Need an adjustment to apply\?/);
    await expect(adjustments).toBeVisible();
    await expect(adjustments.getByRole('link', { name: 'careers@localhost' })).toHaveAttribute(
      'href',
      'mailto:careers@localhost',
    );
    expect(
      await adjustments.evaluate(
        (note) => !!(note.compareDocumentPosition(document.querySelector('form.apply-form')!) & 4),
      ),
    ).toBe(true);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/#apply$/);
    // Below the form, other open jobs like it (the same team counts most), never itself.
    const more = page.getByRole('region', { name: 'More jobs like this one' });
    await expect(more.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(more.getByRole('heading', { name: 'Security Engineer' })).toHaveCount(0);
    await expect(more.getByRole('listitem').first()).toContainText('Engineering');
  });

  test('carries JobPosting structured data and SEO metadata', async ({ page }) => {
    await page.goto(`/jobs/${HOSTILE}`);
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    expect(raw).not.toContain('<');
    const data = JSON.parse(raw ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Security Engineer',
      datePosted: '2025-12-20T10:12:00.000Z',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Acme Robotics' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Warsaw', addressCountry: 'PL' } },
      identifier: { '@type': 'PropertyValue' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PLN',
        value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 25000, unitText: 'MONTH' },
      },
    });
    expect(data.description).toContain('<h3>Job Description</h3>');
    expect(data.description).not.toMatch(/<script|onerror|javascript:/i);
    expect(data.hiringOrganization.sameAs).toMatch(/^https?:\/\//);
    expect(data.url).toMatch(new RegExp(`^https?://[^/]+/jobs/${HOSTILE}$`));
    expect(data.hiringOrganization.logo).toMatch(/\/logo\.svg$/);
    // Present only while the end date is ahead (the seed's lies in 2027).
    if (data.validThrough) expect(new Date(data.validThrough).getTime()).toBeGreaterThan(Date.now());
    // The deadline a candidate reads is the one search engines get; both go once it has passed.
    const applyBy = page.locator('article dd', { hasText: /^Apply by / }).locator('time');
    if (data.validThrough) await expect(applyBy).toHaveAttribute('datetime', data.validThrough);
    else await expect(applyBy).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/jobs/${HOSTILE}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Security Engineer/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w+/);
  });

  test('the closing date goes into the candidate’s calendar, with a reminder, in the page’s language', async ({
    page,
  }) => {
    await page.goto(`/jobs/${HOSTILE}`);
    const applyBy = page.locator('article dd', { hasText: /^Apply by / }).locator('time');
    const link = page.getByRole('link', { name: 'Add the closing date to your calendar' });
    // The seed's closing date lies in 2027: once it has passed there is neither a date nor a file.
    if ((await applyBy.count()) === 0) {
      await expect(link).toHaveCount(0);
      expect((await page.request.get(`/jobs/${HOSTILE}/deadline.ics`)).status()).toBe(404);
      return;
    }
    const closes = (await applyBy.getAttribute('datetime'))!;
    await expect(link).toHaveAttribute('href', `/jobs/${HOSTILE}/deadline.ics`);
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(`apply-by-${HOSTILE}.ics`);
    const file = await page.request.get(`/jobs/${HOSTILE}/deadline.ics`);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await file.text();
    expect(text).toContain('\r\nSUMMARY:Applications close: Security Engineer\r\n');
    // The seed closes at a time of day (09:00 UTC), so the event is at that moment.
    expect(closes).toBe('2027-09-14T09:00:00.000Z');
    expect(text).toContain('\r\nDTSTART:20270914T090000Z\r\n');
    expect(text).toMatch(/\r\nURL:http:\/\/localhost:\d+\/jobs\/a0201858-a781-49df-af8f-bd8ac2caed49\r\n/);
    expect(text).toContain('BEGIN:VALARM');
    const german = await (await page.request.get(`/de/jobs/${HOSTILE}/deadline.ics`)).text();
    expect(german).toContain('SUMMARY:Bewerbungsschluss: Security Engineer');
    expect(german).toMatch(/URL:http:\/\/localhost:\d+\/de\/jobs\//);
    // A job with none (the intern's), an unknown one, and a closed one have no file.
    for (const id of ['185043d8-d40e-4bce-8464-c216b7317500', UNKNOWN, UNPUBLISHED])
      expect((await page.request.get(`/jobs/${id}/deadline.ics`)).status()).toBe(404);
  });

  test('offers the posting’s own address to share, without the visit’s campaign', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/de/jobs/${HOSTILE}?utm_source=jobboard`);
    const share = page.getByRole('region', { name: 'Stelle teilen' });
    const address = `${baseURL}/de/jobs/${HOSTILE}`;
    const mail = new URL((await share.getByRole('link', { name: 'E-Mail' }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Stelle bei Acme Robotics: Security Engineer');
    expect(mail.searchParams.get('body')).toBe(`Security Engineer bei Acme Robotics: ${address}`);
    const linkedIn = share.getByRole('link', { name: 'LinkedIn (öffnet in einem neuen Tab)' });
    expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('url')).toBe(address);
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // "Copy link" puts the same address on the clipboard, and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(share.getByRole('status')).toHaveText('Link kopiert');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoAxeViolations(page);
    // A browser that refuses (a policy, an old engine): the address is shown to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await share.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(share.getByRole('status')).toHaveText(
      `Ihr Browser hat das Kopieren nicht erlaubt. Der Link: ${address}`,
    );
  });

  test('links the platform’s page where the employer’s staff refer someone, on the site and in the frame', async ({
    page,
  }) => {
    const referral = /^https:\/\/jobs\.acme\.example\/acme\/\S+\?trid=referral$/;
    await page.goto(`/de/jobs/${HOSTILE}`);
    await expect(page.getByText('Sie arbeiten hier?')).toBeVisible();
    const refer = page.getByRole('link', {
      name: 'Empfehlen Sie jemanden für diese Stelle (öffnet in einem neuen Tab)',
    });
    await expect(refer).toHaveAttribute('href', referral);
    await expect(refer).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await page.goto(`/embed/jobs/${HOSTILE}`);
    await expect(page.getByRole('link', { name: /^Refer someone for this job/ })).toHaveAttribute(
      'href',
      referral,
    );
  });

  test('a shared link shows a picture of the job, in the page’s language', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`/de/jobs/${HOSTILE}`);
    const card = `${baseURL}/share-cards/de/${HOSTILE}.png`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card);

    const german = await request.get(card);
    expect(german.status()).toBe(200);
    expect(german.headers()['content-type']).toBe('image/png');
    expect(german.headers()['x-content-type-options']).toBe('nosniff');
    const png = await german.body();
    // The PNG header: 1200 × 630, the size networks show large.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Another language draws other words ("Karriere bei…" / "Careers at…").
    const english = await (await request.get(`/share-cards/en/${HOSTILE}.png`)).body();
    expect(english.equals(png)).toBe(false);

    // The job list has its own: "Careers at…" and how many positions are open.
    await page.goto('/fr');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/share-cards/fr/site.png`,
    );
    const list = await request.get('/share-cards/fr/site.png');
    expect([list.status(), list.headers()['content-type']]).toEqual([200, 'image/png']);

    for (const address of [
      `/share-cards/en/${UNKNOWN}.png`,
      `/share-cards/en/${UNPUBLISHED}.png`,
      `/share-cards/xx/${HOSTILE}.png`,
      `/share-cards/en/${HOSTILE}.jpg`,
    ])
      expect((await request.get(address)).status(), address).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the share links stay, and no copy button that could not work', async ({ page }) => {
      await page.goto(`/jobs/${HOSTILE}`);
      const share = page.getByRole('region', { name: 'Share this job' });
      await expect(share.getByRole('listitem')).toHaveCount(3);
      await expect(share.getByRole('button')).toHaveCount(0);
    });
  });

  test('prints as the ad and the address to apply at, without the form, sharing or navigation', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/jobs/${HOSTILE}?utm_source=jobboard`);
    const applyAt = page.getByText('Apply online:');
    await expect(applyAt).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(applyAt).toBeVisible();
    await expect(applyAt.getByRole('link')).toHaveAttribute('href', `${baseURL}/jobs/${HOSTILE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Security Engineer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();
    for (const gone of [
      page.getByRole('heading', { name: 'Apply for this job' }),
      page.getByRole('region', { name: 'Share this job' }),
      page.getByRole('region', { name: 'More jobs like this one' }),
      page.getByRole('link', { name: 'Apply now' }),
      page.getByRole('navigation', { name: 'Choose a language' }),
      page.getByRole('link', { name: /All open positions/ }).first(),
      page.getByRole('link', { name: /All open positions/ }).last(),
    ])
      await expect(gone).toBeHidden();
  });

  test('shows where the job is on a map when the platform places it, in a new tab', async ({ page }) => {
    await page.goto('/?city=Potsdam');
    await jobCards(page).getByRole('link', { name: 'People Partner' }).click();
    const map = page.getByRole('link', { name: /^Show on a map/ });
    await expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.3906&mlon=13.0645#map=14/52.3906/13.0645',
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAccessibleName('Show on a map (opens in a new tab)');
    // The remote hub has no coordinates on the platform: no map.
    await page.goto('/?workMode=remote');
    await jobCards(page).getByRole('link', { name: 'Staff Backend Engineer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Backend Engineer' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Show on a map/ })).toHaveCount(0);
  });

  test('renders the hostile ad inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/jobs/${HOSTILE}`);
    await page.waitForLoadState('load');
    const ad = page.locator('[data-ad-section]');
    await expect(ad.locator('script')).toHaveCount(0);
    await expect(ad.locator('img')).toHaveCount(0);
    await expect(ad.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(ad.getByText('Ask the team')).toBeVisible();
    await page.getByText('Ask the team').click();
    expect(dialogs).toEqual([]);
  });

  test('an unknown posting is a friendly 404', async ({ page }) => {
    const response = await page.goto(`/jobs/${UNKNOWN}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find this job');
    await expect(page.getByRole('link', { name: 'See all open positions' })).toHaveAttribute('href', '/');
    expect((await page.goto('/jobs/not-a-posting-id'))?.status()).toBe(404);
    // An address with a broken %-escape is not found either, never a bare server error.
    for (const broken of ['/jobs/%E0%A4%A', '/de/applications/%ff', '/embed/jobs/%E0']) {
      expect((await page.goto(broken))?.status(), broken).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        broken.startsWith('/de/') ? 'Wir konnten diese Seite nicht finden' : 'We couldn’t find this page',
      );
    }
  });

  test('an unpublished posting says it is no longer open and is not indexed', async ({ page }) => {
    await page.goto(`/jobs/${UNPUBLISHED}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer open');
    await expect(page.getByRole('main')).toContainText('Head of Robotics Research');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    // Open jobs like it: the same team (Engineering) first, and the same city (Munich) among them.
    const similar = page.getByRole('region', { name: 'Open jobs like this one' });
    const offered = similar.getByRole('listitem');
    await expect(offered).toHaveCount(3);
    for (const item of await offered.all()) await expect(item).toContainText('Engineering');
    await expect(similar).toContainText('Munich');
    await expectNoAxeViolations(page);
    const first = similar.getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? 'no title');
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();

    await page.goto(`/jobs/${UNPUBLISHED}`);
    await page.getByRole('link', { name: 'See all open positions' }).click();
    await expect(page).toHaveURL(/\/$/);
    // On the German page the English title is marked as English, so it is read out as English.
    await page.goto(`/de/jobs/${UNPUBLISHED}`);
    await expect(page.locator('main bdi', { hasText: 'Head of Robotics Research' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(`/jobs/${HOSTILE}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('crawlers', () => {
  test('sitemap.xml is an index of sitemap files that list the list and every open posting, and no closed one', async ({
    request,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(
      (match) => match[1]!,
    );
    // Twenty-six open jobs: one file (a new one per 2,000 jobs), at an absolute address on this site.
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^https?:\/\/[^/]+\/sitemaps\/1\.xml$/);
    const response = await request.get(new URL(files[0]!).pathname);
    expect(response.status()).toBe(200);
    expect((await request.get('/sitemaps/2.xml')).status()).toBe(404);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.some((loc) => /^https?:\/\/[^/]+\/$/.test(loc ?? ''))).toBe(true);
    // Every open posting in each of the six languages, each naming the others.
    expect(locations.filter((loc) => loc?.includes('/jobs/'))).toHaveLength(26 * 6);
    expect(locations.filter((loc) => /\/de\/jobs\//.test(loc ?? ''))).toHaveLength(26);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]+\/ar\/jobs\//);
    expect(xml).toContain(`/jobs/${HOSTILE}</loc>`);
    expect(xml).not.toContain(UNPUBLISHED);
  });

  test('robots.txt allows the site, keeps out of admin, api and embed, and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/embed']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', `/jobs/${HOSTILE}`, '/?q=no-such-job-anywhere']) {
    test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/** The seed's part-time jobs (lib/platform/server/seed/job-catalog.ts). */
const PART_TIME_JOBS = 3;

async function totalOf(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { level: 2, name: /open position|match/ }).textContent();
  return Number(/\d+/.exec(heading ?? '')?.[0]);
}
