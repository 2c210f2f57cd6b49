import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  candidatesOnPlatform,
  consentToEverything,
  fillStandardFields,
  postings,
  received,
  submit,
  uniqueEmail,
} from './support/fill-form';
import { mailsTo, STAFF_ADDRESS } from './support/read-mail';
import { signInAsStaff, staff } from './support/staff-sign-in';

test.describe('staff console', () => {
  test('staff are mailed of refused applications, by id and job, with nothing of the candidate', async ({
    baseURL,
  }) => {
    // The two refused applications seeded before the site started (e2e/support/seed-site-outbox.ts).
    const notices = () => mailsTo(STAFF_ADDRESS);
    await expect.poll(async () => (await notices()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [notice] = await notices();
    expect(notice!.subject).toMatch(/careers: \d+ applications? did not reach the platform$/);
    expect(notice!.text).toMatch(/Refused by the platform \(\d+\)/);
    expect(notice!.text).toContain(`${baseURL}/admin/applications?state=refused`);
    expect(notice!.text).toContain(postings.noQuestions);
    // Neither the candidates' names and addresses nor the platform's words, which may quote them.
    expect(notice!.text).not.toMatch(/e2e-refused-|Grace|Henry|no longer open/);
  });

  test('signed out: pages redirect to sign in, route handlers answer 401 with no data', async ({
    page,
    request,
  }) => {
    const users = await request.get('/api/admin/users');
    expect(users.status()).toBe(401);
    expect(await users.text()).not.toContain('@acme.example');
    const csv = await request.get('/admin/applications/export');
    expect(csv.status()).toBe(401);
    expect(await csv.text()).not.toContain('example.com');

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/sign-in\?callbackUrl=%2Fadmin%2Fusers/);
    await expect(page.getByRole('heading', { name: 'Sign in to the staff console' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an administrator signs in, retries a refused application, walks the users, signs out', async ({
    page,
  }) => {
    await signInAsStaff(page, staff.admin);
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByText('Signed in as Ada')).toBeVisible();
    await expectNoAxeViolations(page);

    // The refused application (seeded: e2e/support/seed-site-outbox.ts), found by search and state.
    await page.getByLabel('Delivery state').selectOption('refused');
    await page.getByLabel('Search').fill('Grace Refused');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByRole('row', { name: /Grace Refused/ }).first();
    await expect(row).toContainText('Refused');
    await expect(row).toContainText('The posting is no longer open');
    await row.getByRole('button', { name: /Retry/ }).click();
    // The button went with its row: the answer takes focus, and a reload does not say it again.
    await expect(page.getByRole('status').filter({ hasText: 'queued for delivery again' })).toBeFocused();
    await expect(page).not.toHaveURL(/retried=/);
    await expect(page.getByRole('row', { name: /Grace Refused/ })).toHaveCount(0);
    // A page past the last (a hand-made address, or a last row retried away) shows the last page.
    await page.goto('/admin/applications?page=999');
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page.getByRole('navigation', { name: 'Pages of applications' })).toHaveText(
      /Page (\d+) of \1\b/,
    );

    // It left the refused list: back to the worker.
    await page.goto('/admin/applications?q=Grace+Refused');
    const badge = page
      .getByRole('row', { name: /Grace Refused/ })
      .first()
      .locator('.admin-badge')
      .first();
    await expect(badge).toHaveText(/^(Received|Delivering|Delivered)/);

    // The same list as a CSV download, streamed, for this session only.
    const csv = await page.request.get('/admin/applications/export?q=Refused');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toContain('id,candidate_name,candidate_email');
    expect(lines.some((line) => line.includes('Grace Refused'))).toBe(true);

    // Users: the first page, then more, never the same user twice.
    await page.getByRole('link', { name: 'Users' }).click();
    const userRows = page.locator('tbody tr[data-user-id]');
    await expect(userRows).toHaveCount(25);
    await expect(page.getByText('Administrator').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Load more users' }).click();
    await expect.poll(() => userRows.count()).toBeGreaterThanOrEqual(50);
    const ids = await userRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-user-id')));
    expect(new Set(ids).size).toBe(ids.length);

    // Search goes to the platform with q.
    await page.getByLabel('Search users').fill('rita.restricted');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(userRows).toHaveCount(1);
    await expect(userRows.first()).toContainText('Restricted');

    for (const [link, heading] of [
      ['Platform health', 'Platform health'],
      ['Mail', 'Mail'],
      ['Embed', 'Embed snippet'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (link === 'Platform health') {
        await expect(page.getByRole('table', { name: 'Live instances and their load' })).toContainText(
          '(this one)',
        );
        // Deletions are written down beside the e2e site's data directory (README, "Backups").
        await expect(page.getByText(/^on, in \/.*\/site-erasures$/)).toBeVisible();
        // The alert check (the e2e site's schedule waits a day) run once: the panel shows it ran.
        const check = await page.request.post('/api/alerts/check', {
          headers: { authorization: 'Bearer e2e-only-alerts-check-token' },
        });
        expect(check.status()).toBe(200);
        await page.reload();
        const alerts = page.getByRole('region', { name: 'Job alerts' });
        await expect(alerts).toContainText(
          /Confirmed alerts\s*\d+ \(as jobs open \d+, daily \d+, weekly \d+\)/,
        );
        await expect(alerts).toContainText(/Last check\s*\d{4}-\d\d-\d\d \d\d:\d\d UTC \(\d+ s ago\)/);
        // The status mails' round likewise.
        const statusMail = page.getByRole('region', { name: 'Status mails' });
        const round = await page.request.post('/api/status-updates/check', {
          headers: { authorization: 'Bearer e2e-only-status-updates-token' },
        });
        expect(round.status()).toBe(200);
        await page.reload();
        await expect(statusMail).toContainText(/Applications followed\s*\d+/);
        await expect(statusMail).toContainText(
          /Last round\s*\d{4}-\d\d-\d\d \d\d:\d\d UTC \(\d+ s ago\): \d+ asked about, \d+ mailed, \d+ unreadable/,
        );
        // The site subscribes to the platform's status events here (playwright.config.ts).
        await expect(statusMail).toContainText(
          /Status events from the platform\s*on, subscribed \(checked \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
        );
      }
      await expectNoAxeViolations(page);
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await page.goto('/admin/applications');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    expect((await page.request.get('/api/admin/users')).status()).toBe(401);
  });

  test('a session cookie copied before sign-out is refused afterwards: pages, route handlers, CSV', async ({
    page,
    browser,
  }) => {
    await signInAsStaff(page, staff.admin);
    await expect(page.getByText('Signed in as Ada')).toBeVisible();
    const copied = await page.context().cookies();
    expect(copied.some((cookie) => cookie.name.includes('authjs.session-token'))).toBe(true);

    // An attacker's browser with the copied cookies is let in while the session lives…
    const thief = await browser.newContext();
    await thief.addCookies(copied);
    expect((await thief.request.get('/admin/applications/export')).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();

    // …and refused everywhere at once after the owner signs out.
    expect((await thief.request.get('/admin/applications/export')).status()).toBe(401);
    expect((await thief.request.get('/api/admin/users')).status()).toBe(401);
    const thiefPage = await thief.newPage();
    await thiefPage.goto('/admin/applications');
    await expect(thiefPage).toHaveURL(/\/admin\/sign-in/);
    await thief.close();
  });

  test('a retry from a session that has ended is sent to sign in, not carried out', async ({
    page,
    context,
  }) => {
    await signInAsStaff(page, staff.admin, '/admin/applications?state=refused&q=Henry+Refused');
    const row = page.getByRole('row', { name: /Henry Refused/ }).first();
    await expect(row).toContainText('Refused');
    await context.clearCookies();
    await row.getByRole('button', { name: /Retry/ }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in/);

    await signInAsStaff(page, staff.admin, '/admin/applications?state=refused&q=Henry+Refused');
    await expect(page.getByRole('row', { name: /Henry Refused/ }).first()).toContainText('Refused');
  });

  test('on a phone, a wide table scrolls in its own frame, which the keyboard reaches', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsStaff(page, staff.admin, '/admin/users');
    const frame = page.getByRole('region', { name: 'Platform users' });
    await expect(frame.getByRole('table', { name: 'Platform users' })).toBeVisible();
    const widths = await frame.evaluate((element) => ({
      frame: element.clientWidth,
      table: element.scrollWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(widths.table).toBeGreaterThan(widths.frame);
    expect(widths.page).toBe(0);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('a RESTRICTED platform user is refused', async ({ page }) => {
    await signInAsStaff(page, staff.restricted);
    await expect(page).toHaveURL(/\/admin\/refused/);
    await expect(page.getByRole('heading', { name: 'You cannot use the staff console' })).toBeVisible();
    await expect(page.getByText('not an administrator')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/applications');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test('an application submitted through the form shows in the console', async ({ page }) => {
    const email = uniqueEmail('console');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();

    await signInAsStaff(page, staff.admin, `/admin/applications?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toHaveCount(1);
    // Delivered by the site's worker, with the platform's candidate id beside it.
    await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
    const [candidate] = await candidatesOnPlatform(email);
    await page.reload();
    await expect(row).toContainText(candidate!.id);
  });

  test('the campaigns report counts applications by the campaign they arrived with, and by job', async ({
    page,
  }) => {
    const email = uniqueEmail('report');
    const source = `e2e-${email.slice(0, email.indexOf('@')).slice(-12)}`;
    const landing = `/jobs/${postings.noQuestions}?utm_source=${source}&utm_medium=email&utm_campaign=winter`;
    // A chat app's link preview opens the link first: not a visit.
    await page.request.get(landing, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
    await page.goto(landing);
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();

    await signInAsStaff(page, staff.admin, '/admin/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row', { name: new RegExp(source) });
    // One visit (the preview and the moves within the site are not), one application: 100 per 100 visits.
    await expect(row.getByRole('cell')).toHaveText(['email', 'winter', '1', '1', /^\d+ %$/, /^[01]$/, '100']);
    // The job by its title, linked to its page; its views and applications include this visit's.
    const job = page
      .getByRole('table', { name: /Applications by job/ })
      .getByRole('row', { name: /Engineering Intern, Motion Planning/ });
    await expect(job.getByRole('link')).toHaveAttribute('href', `/jobs/${postings.noQuestions}`);
    const [views, inEmbed, applied] = await job.getByRole('cell').allTextContents();
    expect(Number(views)).toBeGreaterThanOrEqual(1);
    // Some of the suite's views of this job were in the embed; this one was not, so some were elsewhere.
    expect(Number(inEmbed)).toBeLessThan(Number(views));
    expect(Number(applied)).toBeGreaterThanOrEqual(1);
    // Sent on the site itself, not through the embed.
    const onSite = page
      .getByRole('table', { name: /Applications by where the form was/ })
      .getByRole('row', { name: /The careers site/ });
    const [siteVisits, siteApplications] = await onSite.getByRole('cell').allTextContents();
    expect(Number(siteVisits)).toBeGreaterThanOrEqual(1);
    expect(Number(siteApplications)).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);

    // A shorter period still has it; the period is in the address, so it survives a reload.
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\?days=7$/);
    await expect(row).toHaveCount(1);

    // The source leads to that campaign's applications: this one alone, named, and exported the same.
    await row.getByRole('link', { name: source }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/applications\\?source=${source}&medium=email&campaign=winter$`),
    );
    await expect(
      page.getByText(`From one campaign: source ${source}, medium email, campaign winter.`),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Export these applications as CSV' }).getAttribute('href'))!,
    );
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(2);
    expect(await csv.text()).toContain(email);
    // A state chosen in the form narrows within the campaign.
    await page.getByRole('combobox', { name: 'Delivery state' }).selectOption('refused');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]source=e2e-.*[?&]state=refused|[?&]state=refused.*[?&]source=e2e-/);
    await page.getByRole('link', { name: 'Show every campaign' }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?state=refused$/);
  });

  test('a candidate who asks to be forgotten: the console erases what the site keeps for their address', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.40' });
    const email = uniqueEmail('erase');
    await page.goto(`/jobs/${postings.noQuestions}`);
    await fillStandardFields(page, email);
    await consentToEverything(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    const statusHref = await page
      .getByRole('link', { name: 'Follow the status of your application' })
      .getAttribute('href');

    await signInAsStaff(page, staff.admin, `/admin/applications?q=${encodeURIComponent(email)}`);
    // Delivered first: one being sent this moment is not erased (unit-tested).
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toHaveCount(1);
    await expect
      .poll(async () => {
        await page.reload();
        return row.textContent();
      })
      .toContain('Delivered');
    await page.getByRole('link', { name: 'Erase data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erase a candidate’s data' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Candidate’s email address').fill(email.toUpperCase());
    await page.getByLabel(/I understand this deletes their data/).check();
    await page.getByRole('button', { name: 'Erase their data' }).click();
    await expect(page.getByText('Erased 1 application, 1 email and 0 job alerts.')).toBeVisible();
    expect(page.url()).not.toContain('example.com');

    await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
    await expect(page.getByText('No applications match.')).toBeVisible();
    await page.goto(statusHref!);
    await expect(page.getByRole('heading', { name: 'This application is no longer kept' })).toBeVisible();
  });
});
