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

test('every page has a nonce-based script policy; Next runs under it, and a fresh nonce comes each time', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/unsafe-inline/);
  // Next's own scripts carry the nonce, and the page hydrates (the search form is interactive).
  const scripts = page.locator('script[src]');
  expect(await scripts.count()).toBeGreaterThan(0);
  for (const script of await scripts.all())
    expect(await script.evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
  const second = await page.request.get('/');
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  await page.goto(`/jobs/${'8ffa8532-89a4-477e-996f-2c3aa1ff83cc'}`);
  await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
  expect(violations).toEqual([]);
});
