import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { postings, uniqueEmail } from './support/fill-form';
import { mailsTo } from './support/read-mail';

// The e2e site trusts one proxy hop (TRUST_PROXY=1): these tests apply from an address of their own, so the
// suite's other applications from this machine never bring them the abuse challenge.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.10' } });

// By name attributes, not labels: the form's own words are translated separately (the `form` namespace).
async function applyInGerman(page: Page, email: string) {
  await page.goto(`/de/jobs/${postings.noQuestions}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('input[name="firstName"]').fill('Ada');
  await page.locator('input[name="lastName"]').fill('Lovelace');
  await page.locator('input[name="email"]').fill(email);
  for (const box of await page.locator('input[type="checkbox"][name^="consent."]').all()) await box.check();
  await page.locator('button[name="intent"][value="submit"]').click();
  await expect(page.locator('.apply-success')).toBeVisible();
  // The page's own link to the status page keeps the language, as the mail's does.
  await expect(page.locator('.apply-success a[href*="/applications/"]')).toHaveAttribute(
    'href',
    /^\/de\/applications\//,
  );
}

const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+${path}/\\S+`).exec(text)?.[0] ?? null;

test('applied in German: the confirmation mail is German and opens the German status page', async ({
  page,
}) => {
  const email = uniqueEmail('lang-de');
  await applyInGerman(page, email);

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toMatch(/^Ihre Bewerbung als /);
  expect(mail!.text).toMatch(/^Guten Tag Ada,/);
  expect(mail!.text).toContain('vielen Dank für Ihre Bewerbung');
  const link = linkIn(mail!.text, '/applications');
  expect(new URL(link!).pathname).toMatch(/^\/de\/applications\/[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.goto(link!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Bewerbung' })).toBeVisible();
  await expect(page.getByText(/^Aktueller Stand: /)).toBeVisible();
  await expect(page.getByRole('term').first()).toHaveText('Stelle');
  await expect(page.locator('dd a').first()).toHaveAttribute('href', /^\/de\/jobs\/[\w-]+$/);
  // The job's ad is in English: its title is marked so, for a screen reader to speak it in English.
  await expect(page.locator('dd a bdi')).toHaveAttribute('lang', 'en');
  // The date through Intl in German: "23. November 2026".
  await expect(page.locator('dd time')).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  await expect(page).toHaveTitle(/Ihre Bewerbung/);
  // So is it on the pages that confirm a request (here, deleting the site's copy).
  await page.goto(`${new URL(link!).pathname}/erase`);
  await expect(page.locator('main p strong bdi')).toHaveAttribute('lang', 'en');

  // The same page in Arabic: right to left, in Arabic, and no violation.
  await page.goto(new URL(link!).pathname.replace(/^\/de\//, '/ar/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبك' })).toBeVisible();
  await expect(page.getByText(/^الحالة الحالية: /)).toBeVisible();
  // The job's title keeps its own language and direction among the Arabic words.
  await expect(page.locator('dd a bdi')).toHaveAttribute('lang', 'en');
  await expect(page.locator('dd a bdi')).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolations(page);
});

test('a tampered status link says so in the page’s language', async ({ page }) => {
  const response = await page.goto('/fr/applications/not.a.token');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nous n’avons pas trouvé cette candidature',
  );
  await expect(page.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/fr');
});

test('a job alert started on a Polish page is confirmed in Polish', async ({ page }) => {
  const email = `lang-pl.${Date.now().toString(36)}@alerts-e2e.example`;
  await page.goto('/pl/?q=robotics');
  await expect(page.getByRole('heading', { name: 'Otrzymuj podobne nowe oferty e-mailem' })).toBeVisible();
  await page.getByLabel('Twój adres e-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Wysyłaj mi podobne nowe oferty' }).click();
  await expect(page.locator('#alert-email-error')).not.toHaveText(/errors\./);
  await page.getByLabel('Twój adres e-mail').fill(email);
  await page.getByRole('button', { name: 'Wysyłaj mi podobne nowe oferty' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sprawdź skrzynkę odbiorczą.' })).toBeVisible();

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toMatch(/^Potwierdź alert o ofertach pracy w Acme/);
  const confirmUrl = linkIn(mail!.text, '/alerts/confirm');
  expect(new URL(confirmUrl!).pathname).toMatch(/^\/pl\/alerts\/confirm\//);
  await page.goto(confirmUrl!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Potwierdź alert o ofertach pracy' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('„robotics”');
  await page.getByRole('button', { name: 'Potwierdź alert' }).click();
  await expect(page).toHaveURL(/\/pl\/alerts\/manage\//);
  await expect(page.getByRole('status')).toContainText('Twój alert jest włączony.');
  await expectNoAxeViolations(page);
});

test('the accessibility statement in French is French', async ({ page }) => {
  await page.goto('/fr/accessibility');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déclaration d’accessibilité');
  for (const name of [
    'Notre objectif',
    'Comment nous testons',
    'Limites connues',
    'Signalez-nous un problème',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('de droite à gauche');
  await expect(page).toHaveTitle(/Déclaration d’accessibilité/);
  await expectNoAxeViolations(page);
});
