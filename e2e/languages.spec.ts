import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { postings } from './support/fill-form';

// The e2e site trusts one proxy hop (TRUST_PROXY=1): these tests apply from an address of their own, so the
// suite's other applications from this machine never bring them the abuse challenge.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.20' } });

// The words are written out here rather than read from messages/: a translation swapped back to
// English must fail this test, not follow it. Only the site's chrome and the form are asserted — the
// job texts are translated by their own namespaces.
const summary = (page: Page) => page.locator('.error-summary');
const languages = (page: Page, name: string) => page.getByRole('navigation', { name });
const posting = `/jobs/${postings.noQuestions}`;

/** The form runs in the browser (react-hook-form has loaded), so its own checks answer a submit. */
const enhanced = (page: Page) =>
  expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');

test.describe('a browser asking for German', () => {
  test.use({ locale: 'de-DE' });

  test('lands on the German pages', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeAttached();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Offene Stellen' }),
    ).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Fußzeile' });
    await expect(footer.getByRole('link', { name: 'Barrierefreiheit' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Seitenübersicht' })).toBeVisible();
    await expect(languages(page, 'Sprache wählen').getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the browser’s checks speak German', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(posting);
    await expect(page).toHaveURL(new RegExp(`/de${posting}$`));
    await enhanced(page);
    // The accepted file types are listed with the German "or".
    await expect(page.getByText('PDF, DOC, DOCX, RTF, JPG oder PNG, bis zu 2 MB.')).toBeVisible();
    // The file picker speaks the page's German, whatever the browser's own language (English here).
    const picker = page.locator('.file-picker').first();
    await expect(picker.locator('label')).toHaveText('Datei auswählen');
    await expect(picker.locator('.file-picker__chosen')).toHaveText('Keine Datei ausgewählt');
    await page
      .getByLabel('Lebenslauf')
      .setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('Notizen') });
    await expect(picker.locator('.file-picker__chosen')).toHaveText('notizen.txt');
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(
      'Lebenslauf: Dieser Dateityp wird nicht angenommen (PDF, DOC, DOCX, RTF, JPG oder PNG)',
    );
    await expect(summary(page).getByRole('heading')).toHaveText(/^Bei Ihrer Bewerbung gibt es \d+ Probleme$/);
    await expect(summary(page)).toContainText('Vorname: Geben Sie Ihren Vornamen ein');
    await expect(summary(page)).toContainText('Nachname: Geben Sie Ihren Nachnamen ein');
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await page.getByLabel('Nachname').getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toContainText('Fehler:');
    // Nothing was sent: these are the browser's own checks, in the page's language.
    expect(posts).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server’s answer speaks German', async ({ page }) => {
      await page.goto(posting);
      await expect(page).toHaveURL(new RegExp(`/de${posting}$`));
      await page.getByLabel('Vorname').fill('Katharina');
      await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
      await expect(summary(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(summary(page).getByRole('heading')).toHaveText(
        /^Bei Ihrer Bewerbung gibt es \d+ Probleme$/,
      );
      await expect(summary(page)).toContainText('Nachname: Geben Sie Ihren Nachnamen ein');
      await expect(summary(page)).not.toContainText('Vorname:');
      await expect(page.getByLabel('Vorname')).toHaveValue('Katharina');
      await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'false');
    });
  });

  test('switches to Arabic: right to left, and no accessibility violation', async ({ page }) => {
    await page.goto(posting);
    await languages(page, 'Sprache wählen').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar${posting}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'إرسال الطلب' })).toBeVisible();

    // Mirrored by the stylesheet's logical properties: the skip link appears at the right-hand edge.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x > width / 2).toBe(true);
    await expectNoAxeViolations(page);

    await enhanced(page);
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText('الاسم الأول: أدخل اسمك الأول');
    await expectNoAxeViolations(page);
  });

  test('choosing English is kept for the next visit', async ({ page, context }) => {
    await page.goto(posting);
    await languages(page, 'Sprache wählen').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${posting}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');

    // The browser still asks for German; the choice wins.
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open positions' }),
    ).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'pl-PL' });

  test('the languages fold under the page’s own, and open to the same links', async ({ page }) => {
    await page.goto(posting);
    await expect(page).toHaveURL(new RegExp(`/pl${posting}$`));
    const nav = languages(page, 'Wybierz język');
    // Folded: one line for the languages, named by the page's language.
    await expect(nav.getByRole('link', { name: 'Deutsch' })).toBeHidden();
    const menu = nav.locator('summary');
    await expect(menu).toHaveText('Polski');
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThan(140);
    await expectNoAxeViolations(page);

    await menu.click();
    await expect(nav.getByRole('link', { name: 'Polski' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar${posting}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(languages(page, 'اختيار اللغة').locator('summary')).toHaveText('العربية');
    await expectNoAxeViolations(page);
  });
});
