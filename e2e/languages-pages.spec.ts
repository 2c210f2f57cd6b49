import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { allowedHostPort, hostPage, siteOrigin, startEmbedHost } from './support/embed-host';
import { postings } from './support/fill-form';

/**
 * Whether the first text in `part` is laid out with its last character to the right of its first, as
 * an English sentence is; on a right-to-left page an English question that is not isolated has its
 * question mark jump to the start of the line, on the left.
 */
function endsOnTheRight(part: Locator): Promise<boolean> {
  return part.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const left = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    };
    return left(text.data.trimEnd().length - 1) > left(0);
  });
}

/** The job list and posting pages in the candidate's language (messages/<locale>/jobs.json). */
test.describe('job pages in every language', () => {
  test('the German list: its words, its links in German, and the other languages named for search engines', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere bei Acme Robotics');
    await expect(page.getByRole('heading', { level: 2, name: /offene Stellen$/ })).toBeVisible();
    await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
    // Whole phrases per language, never "Weiter" + " Seite" pieced together.
    await expect(page.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/de?page=2');
    const firstJob = page.getByRole('heading', { level: 3 }).first().getByRole('link');
    await expect(firstJob).toHaveAttribute('href', /^\/de\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/?$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de$/);
    await expect(page).toHaveTitle('Karriere bei Acme Robotics');
    // A later page and a search say so in the title, in the page's language.
    await page.goto('/de?page=2');
    await expect(page).toHaveTitle('Seite 2 · Karriere bei Acme Robotics');
    // A later page of the list is its own page for search engines: canonical in itself, indexable.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\?page=2$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      /\/fr\?page=2$/,
    );
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute(
      'href',
      '/fr?page=2',
    );
    // A page past the last lists no job: it is not one to index.
    await page.goto('/de?page=999');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/de?q=engineer&page=2');
    await expect(page).toHaveTitle('Suchergebnisse, Seite 2 · Karriere bei Acme Robotics');
    await page.goto('/ar?department=engineering');
    await expect(page).toHaveTitle(/^نتائج البحث · /);
    await page.goto('/de');
    // Countries named in German (the platform sends ISO codes; the cache names them in English).
    await expect(
      page
        .locator('dd')
        .filter({ hasText: /^Berlin, Deutschland$/ })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Land' }).locator('option', { hasText: /^Deutschland$/ }),
    ).toHaveCount(1);
    // The platform's contract and level words ("Full-time", "Mid-Senior Level") in German too.
    const facts = page.getByRole('main').locator('dd');
    await expect(facts.filter({ hasText: /^Vollzeit$/ }).first()).toBeVisible();
    await expect(
      facts.filter({ hasText: /^(Full-time|Part-time|Internship|Associate|Mid-Senior Level)$/ }),
    ).toHaveCount(0);
  });

  test('a German posting page says its English ad is in English, and keeps the form in German', async ({
    page,
  }) => {
    await page.goto(`/de/jobs/${postings.accountExecutive}`);
    await expect(page.getByRole('link', { name: 'Jetzt bewerben' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Auf diese Stelle bewerben' })).toBeVisible();
    await expect(page.getByText('Diese Stellenanzeige ist auf Englisch verfasst.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: /Alle offenen Stellen/ }).first()).toHaveAttribute(
      'href',
      '/de',
    );
    await expect(page).toHaveTitle(/ · Karriere bei Acme Robotics$/);
    // Its structured data names this page, as its canonical link does, not the English one.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data.url).toMatch(new RegExp(`^https?://[^/]+/de/jobs/${postings.accountExecutive}$`));
  });

  test('a posting page names itself in every language for search engines, canonical in its own', async ({
    page,
  }) => {
    const path = `/jobs/${postings.intern}`;
    await page.goto(`/fr${path}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr${path}$`));
    for (const lang of ['de', 'fr', 'es', 'pl', 'ar'])
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+/${lang}${path}$`),
      );
    for (const lang of ['en', 'x-default'])
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path}$`),
      );
  });

  test('the Polish list states pay in Polish number formats with a Polish period', async ({ page }) => {
    await page.goto('/pl');
    await expect(
      page
        .locator('dd')
        .filter({ hasText: /(rocznie|miesięcznie|za godzinę)$/ })
        .first(),
    ).toBeVisible();
    // Polish groups thousands with a (narrow) no-break space: 60 000, never 60,000.
    await expect(
      page
        .locator('dd')
        .filter({ hasText: /\d[\u00a0\u202f]\d{3}/ })
        .first(),
    ).toBeVisible();
  });

  test('the embed speaks the employer’s data-lang', async ({ page }) => {
    await page.goto('/embed/jobs?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offres d’emploi chez Acme Robotics');
    await expect(page.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute(
      'href',
      /[?&]lang=fr(&|$)/,
    );
  });

  test('an employer’s page with data-lang="fr" gets the list and a posting in French, and its links stay French', async ({
    page,
  }) => {
    const host = await startEmbedHost(allowedHostPort);
    try {
      host.pages.set(
        '/fr',
        hostPage(
          `<div id="list" data-careers-embed="jobs" data-lang="fr"></div>
           <div id="posting" data-careers-embed="posting" data-posting="${postings.intern}" data-lang="fr-CA"></div>`,
        ),
      );
      await page.goto(`${host.origin}/fr`);
      const list = page.frameLocator('#list iframe');
      await expect(list.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(list.getByRole('heading', { level: 1 })).toHaveText('Offres d’emploi chez Acme Robotics');
      await expect(list.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
        'href',
        /[?&]lang=fr(&|$)/,
      );
      await expect(list.getByRole('search').locator('input[type="hidden"][name="lang"]')).toHaveValue('fr');
      await page.locator('#posting iframe').scrollIntoViewIfNeeded();
      const posting = page.frameLocator('#posting iframe');
      await expect(posting.getByRole('heading', { level: 2, name: 'Postuler à cette offre' })).toBeVisible();
      await expect(posting.getByText('Cette offre est rédigée en anglais.')).toBeVisible();
      expect(await page.locator('#posting iframe').getAttribute('src')).toMatch(
        new RegExp(`^${siteOrigin}/embed/jobs/${postings.intern}\\?.*lang=fr(&|$)`),
      );
    } finally {
      await host.close();
    }
  });

  test.describe('a visitor whose browser asks for Polish', () => {
    test.use({ locale: 'pl-PL' });

    test('an employer’s page without data-lang gets the list in Polish, as the builder’s default promises', async ({
      page,
    }) => {
      const host = await startEmbedHost(allowedHostPort);
      try {
        host.pages.set('/any', hostPage('<div id="list" data-careers-embed="jobs"></div>'));
        await page.goto(`${host.origin}/any`);
        await expect(page.locator('#list iframe')).toHaveAttribute('title', 'Oferty pracy');
        const list = page.frameLocator('#list iframe');
        await expect(list.locator('html')).toHaveAttribute('lang', 'pl');
        await expect(list.getByRole('search').locator('input[type="hidden"][name="lang"]')).toHaveValue('pl');
      } finally {
        await host.close();
      }
    });
  });

  test('Arabic list and posting: right to left, no accessibility violations', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // "Next" points the way Arabic reads: leftwards.
    await expect(page.locator('a[rel="next"] span[aria-hidden="true"]')).toHaveCSS(
      'transform',
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوظائف في Acme Robotics');
    await expectNoAxeViolations(page);
    await page.goto(`/ar/jobs/${postings.intern}`);
    await expect(page.getByRole('heading', { level: 2, name: 'التقديم على هذه الوظيفة' })).toBeVisible();
    // The contact address reads left to right inside the Arabic sentence.
    const adjustments = page.getByText(/^هل تحتاج إلى تعديل لتتمكّن من التقديم؟/);
    await expect(adjustments.getByRole('link', { name: 'careers@localhost' })).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(page);
  });

  test('the Arabic pages draw Arabic letters in their own typeface, which no other page downloads', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    const arabicFace = (paths: string[]) => paths.filter((path) => path.includes('ibm_plex_sans_arabic'));
    await page.goto('/en');
    // The site's own typeface arrives; the Arabic one is not asked for.
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(arabicFace(fonts)).toEqual([]);
    await page.goto('/ar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('الوظائف في Acme Robotics');
    await expect.poll(() => arabicFace(fonts).length).toBeGreaterThan(0);
    // Latin words on the page keep the site's typeface, after the Arabic one in the stack.
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^plexArabic, firaSans,/,
    );
  });

  test('Arabic list with two filters that find nothing: each one left out offered in Arabic, right to left', async ({
    page,
  }) => {
    await page.goto('/ar?country=pt&employmentType=intern');
    await expect(page.getByRole('combobox', { name: 'نوع التوظيف' })).toHaveValue('intern');
    await expect(page.getByText('بإزالة أحد عوامل التصفية تجد وظائف:')).toBeVisible();
    // Two jobs: Arabic's own form for two, and the country named in Arabic, isolated from the sentence.
    const withoutPortugal = page.getByRole('link', { name: 'بدون «البرتغال»: وظيفتان' });
    await expect(withoutPortugal).toHaveAttribute('href', '/ar?employmentType=intern');
    await expect(withoutPortugal.locator('bdi')).toHaveText('البرتغال');
    await expect(page.getByRole('link', { name: /^بدون «تدريب»:/ })).toHaveAttribute(
      'href',
      '/ar?country=pt',
    );
    await expectNoAxeViolations(page);
  });

  test('an English posting on the Arabic page: its text left to right and in English, the form’s own words in Arabic', async ({
    page,
  }) => {
    await page.goto(`/ar/jobs/${postings.intern}`);
    // The employer's department line above the title too: it is written in the ad's language.
    const department = page.getByRole('heading', { level: 1 }).locator('xpath=preceding-sibling::p[1]');
    for (const part of [
      page.getByRole('heading', { level: 1 }),
      department,
      page.locator('[data-ad-section]').first(),
    ]) {
      await expect(part.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'en');
      await expect(part.locator('xpath=ancestor-or-self::*[@dir][1]')).toHaveAttribute('dir', 'ltr');
    }
    // The English title still lines up with the Arabic page's other lines.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('text-align', 'right');
    // The employer's question, of unknown language, ends with its question mark on the right, where an
    // English sentence ends (without isolation the mark jumps to the start of the line, on the left).
    expect(await endsOnTheRight(page.locator('legend', { hasText: 'What is your notice period' }))).toBe(
      true,
    );
    // Optional consent boxes say so in the page's language.
    const optionalBox = page.getByRole('checkbox', { name: /Keep my profile/ });
    await expect(optionalBox).toHaveAccessibleName(/\(اختياري\)$/);
    await expect(page.getByText('(optional)')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // So does the question where the error summary names it.
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    const problem = page.locator('.error-summary a', { hasText: 'What is your notice period' });
    await expect(problem).toHaveText(/^What is your notice period\?: /);
    expect(await endsOnTheRight(problem)).toBe(true);
  });

  test('an address the site does not have is a 404 in the page’s language, with the way back', async ({
    page,
  }) => {
    const german = await page.goto('/de/stellen/nicht-da');
    expect(german?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir konnten diese Seite nicht finden');
    await expect(page.getByRole('link', { name: 'Alle offenen Stellen' })).toHaveAttribute('href', '/de');
    await expect(page).toHaveTitle(/^Wir konnten diese Seite nicht finden/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    expect((await page.goto('/ar/no-such-page'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم نعثر على هذه الصفحة');
    await expectNoAxeViolations(page);
  });
});
