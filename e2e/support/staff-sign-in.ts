import { expect, type Page } from '@playwright/test';

export const staff = {
  admin: { email: 'ada.admin@acme.example', password: 'acme-admin-pass' },
  restricted: { email: 'rita.restricted@acme.example', password: 'acme-restricted-pass' },
} as const;

/** Through the console's sign-in page and the platform's own login page, as a member of staff would. */
export async function signInAsStaff(
  page: Page,
  who: { email: string; password: string },
  start = '/admin/applications',
) {
  await page.goto(start);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByRole('link', { name: 'Sign in with the recruiting platform' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
