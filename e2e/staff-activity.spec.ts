import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/fill-form';
import { signInAsStaff, staff } from './support/staff-sign-in';

test('the console keeps who signed in, exported, erased, was refused and signed out, and nothing of candidates', async ({
  page,
}) => {
  // Named so the log's lines of this test stand apart from other tests' sign-ins; an accent, as the apply
  // form takes it and the browser's own email rule does not.
  const erased = uniqueEmail('josé-activity-erase');
  await signInAsStaff(page, staff.admin);
  await expect(page.getByText('Signed in as Ada')).toBeVisible();

  const csv = await page.request.get('/admin/applications/export?state=refused&q=Grace%20Refused');
  expect(csv.status()).toBe(200);
  // Whatever it holds by now (another test may have retried Grace): the log says it was taken.
  expect(await csv.text()).toMatch(/^\uFEFFid,candidate_name,candidate_email,/);

  await page.goto('/admin/erase');
  await page.getByLabel('Candidate’s email address').fill(erased);
  await page.getByLabel(/I understand this deletes their data/).check();
  await page.getByRole('button', { name: 'Erase their data' }).click();
  await expect(page.getByText('This site kept nothing for that address.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signedOut=1/);

  // Someone with a platform account who is not an administrator (the platform forgets Ada first).
  await page.context().clearCookies();
  await signInAsStaff(page, staff.restricted);
  await expect(page).toHaveURL(/\/admin\/refused/);
  await page.context().clearCookies();

  await signInAsStaff(page, staff.admin, '/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activity', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const lines = page.getByRole('region', { name: /Lines of the activity log/ }).getByRole('row');
  // Newest first: this sign-in, Rita refused, Ada's sign-out, the erasure, the export, Ada's sign-in.
  await expect(lines.nth(1)).toContainText(/Ada Admin.*ada\.admin@acme\.example.*Signed in/s);
  await expect(lines.nth(2)).toContainText(
    /rita\.restricted@acme\.example.*Refused at sign-in.*Not an administrator/s,
  );
  await expect(lines.nth(3)).toContainText(/ada\.admin@acme\.example.*Signed out/s);
  await expect(lines.nth(4)).toContainText(
    /Erased a candidate’s data.*0 applications, 0 emails and 0 job alerts/s,
  );
  await expect(lines.nth(5)).toContainText(
    /Exported applications \(CSV\).*state: Refused; a search \(its words are not kept\)/s,
  );
  await expect(lines.nth(6)).toContainText(/ada\.admin@acme\.example.*Signed in/s);
  // Neither the erased address nor the search's words.
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(erased);
  expect(text).not.toContain('Grace');
  await expectNoAxeViolations(page);

  // Narrowed to one action (a GET form: a link too).
  await page.getByLabel('What').selectOption('sign_in_refused');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/activity\?action=sign_in_refused/);
  const refused = page.getByRole('region', { name: /Matching lines/ }).getByRole('row');
  await expect(refused.nth(1)).toContainText('rita.restricted@acme.example');
  for (const row of await refused.all()) await expect(row).not.toContainText('ada.admin@acme.example');

  // The same lines for an auditor, as CSV, from the page's link (with its filter).
  const download = await page.getByRole('link', { name: 'Download these lines as CSV' }).getAttribute('href');
  expect(download).toBe('/admin/activity/export?action=sign_in_refused');
  const logCsv = await page.request.get(download!);
  expect(logCsv.headers()['content-disposition']).toMatch(/^attachment; filename="console-activity-/);
  const rows = (await logCsv.text()).trimEnd().split('\r\n');
  expect(rows[0]).toBe('\uFEFFat,platform_user_id,staff_name,staff_email,action,subject,detail');
  expect(rows[1]).toMatch(/,rita\.restricted@acme\.example,sign_in_refused,,Not an administrator/);
  expect(rows.slice(1).every((row) => row.includes(',sign_in_refused,'))).toBe(true);
  // Taking the log out is itself a line of it, with what it was narrowed to.
  await page.goto('/admin/activity?action=exported_activity');
  const exported = page.getByRole('region', { name: /Matching lines/ }).getByRole('row');
  await expect(exported.nth(1)).toContainText('ada.admin@acme.example');
  await expect(exported.nth(1)).toContainText('action: Refused at sign-in');
  // Signed out, it is a 401 with no lines.
  await page.context().clearCookies();
  const signedOut = await page.request.get('/admin/activity/export');
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.text()).not.toContain('acme.example');
});
