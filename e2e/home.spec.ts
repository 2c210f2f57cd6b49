import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the home page renders with security headers and no accessibility violations', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Acme Robotics');
  await expectNoAxeViolations(page);
});
