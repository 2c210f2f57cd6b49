import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const POSTING = 'a0201858-a781-49df-af8f-bd8ac2caed49';

test('every site page links to the accessibility statement from its footer', async ({ page }) => {
  for (const path of ['/', `/jobs/${POSTING}`, '/?q=no-such-job-anywhere', '/accessibility']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  }
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
});

test('the statement names its target, its tests, its limits and a contact, with no violations', async ({
  page,
}) => {
  await page.goto('/accessibility');
  await expect(page).toHaveTitle(/Accessibility statement/);
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG) 2.2 at level AA');
  await expect(main).toContainText('axe-core');
  await expect(main).toContainText('keyboard alone');
  await expect(main).toContainText('right-to-left');
  for (const name of ['Our target', 'How we test', 'Known limitations', 'Tell us about a problem'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // The e2e site sets no SITE_ACCESSIBILITY_CONTACT: the default is MAIL_FROM's address.
  await expect(main.getByRole('link', { name: 'careers@localhost' })).toHaveAttribute(
    'href',
    'mailto:careers@localhost',
  );
  await expect(main).toContainText('each application form says so before its first question');
  await expectNoAxeViolations(page);
});
