import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { postings } from './support/fill-form';

test('every site page links to the privacy page from its footer', async ({ page }) => {
  for (const path of ['/', `/jobs/${postings.intern}`, '/accessibility', '/de']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^(Privacy|Datenschutz)$/ })).toHaveAttribute(
      'href',
      path === '/de' ? '/de/privacy' : '/privacy',
    );
  }
});

test('the privacy page says what the site keeps and for how long, from its own settings, in each language', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page).toHaveTitle(/Privacy on this site/);
  const main = page.getByRole('main');
  for (const name of [
    'When you apply',
    'Unfinished applications',
    'Job alerts',
    'Cookies and tracking',
    'Protection against abuse',
    'Questions and your rights',
  ])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  // The e2e site keeps the defaults: RETENTION_DAYS 365, RETENTION_REFUSED_FILES_DAYS 30; drafts 7 days.
  await expect(main).toContainText('is kept for 365 days after you applied');
  await expect(main).toContainText('its files are deleted after 30 days');
  await expect(main).toContainText('encrypted, for 7 days');
  await expect(main).toContainText('deletes these counts after 1 day');
  await expect(main).toContainText('never your answers), for 30 days, so that sending the form again');
  await expect(main.getByRole('link', { name: 'Find your applications' })).toHaveAttribute(
    'href',
    '/applications',
  );
  await expect(main).toContainText(
    'you can also withdraw the application. This site then keeps the time you asked',
  );
  // STATUS_UPDATES is on by default: the page says who is mailed, when, and how to stop it.
  await expect(main).toContainText(
    'we email the address you applied with each time the hiring team at Acme Robotics moves it on',
  );
  // The e2e site keeps an erasure journal beside its data: the page says what it holds.
  await expect(main).toContainText(
    'writes down its random reference number, the time and what you chose, without your name',
  );
  await expect(main).toContainText('reaches the employer, so a restore does not send it twice');
  // No SITE_PRIVACY_POLICY_URL here: the policy each form links is named instead.
  await expect(main).toContainText('privacy policy linked from each job’s application form');
  await expect(main.getByRole('link', { name: 'careers@localhost' })).toHaveAttribute(
    'href',
    'mailto:careers@localhost',
  );
  await expectNoAxeViolations(page);

  await page.goto('/pl/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prywatność w tym serwisie');
  await expect(page.getByRole('main')).toContainText('przez 365 dni od jej wysłania');
  await expect(page.getByRole('main')).toContainText('po upływie 1 dnia');

  await page.goto('/ar/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الخصوصية على هذا الموقع');
  await expect(page.getByRole('main')).toContainText('لمدة 365 يوم');
  await expectNoAxeViolations(page);
});

test('where an address or answers are asked for, a link says how they are kept, in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  const alertLink = page
    .getByRole('region', { name: 'Get new jobs like these by email' })
    .getByRole('link', { name: /How we keep your address/ });
  await expect(alertLink).toHaveAttribute('href', '/privacy#job-alerts');
  await expect(alertLink).toHaveAttribute('target', '_blank');

  await page.goto(`/de/jobs/${postings.intern}`);
  await page.getByRole('button', { name: 'Link zum späteren Fertigstellen per E-Mail senden' }).click();
  const draftLink = page.getByRole('link', { name: /Wie wir Ihre Antworten aufbewahren/ });
  await expect(draftLink).toHaveAttribute('href', '/de/privacy#drafts');
  await expect(draftLink).toHaveAttribute('target', '_blank');
});
