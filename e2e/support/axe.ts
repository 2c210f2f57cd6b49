import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as every page must meet it. */
export async function expectNoAxeViolations(page: Page) {
  // After a client-side navigation the new title arrives with the page's metadata, a moment after its
  // content: scanned once it is there (a page that never gets one still fails here).
  await expect(page).toHaveTitle(/\S/);
  const scan = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(scan.violations).toEqual([]);
}
