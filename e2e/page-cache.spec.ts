import { expect, test } from '@playwright/test';
import { postings } from './support/fill-form';

const posting = `/jobs/${postings.accountExecutive}`;
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';
const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

test.describe('posting pages from the page cache', () => {
  test('rendered once, served with a nonce and a form token of each visit’s own', async ({ request }) => {
    await request.get(posting);
    const copies = [];
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(posting);
      copies.push({
        cache: response.headers()['x-page-cache'],
        nonce: nonceOf(response.headers()['content-security-policy']),
        html: await response.text(),
      });
    }
    const [first, second] = copies as [(typeof copies)[0], (typeof copies)[0]];
    expect([first.cache, second.cache]).toEqual(['hit', 'hit']);
    expect(first.nonce).not.toBe(second.nonce);
    for (const copy of copies) {
      // Every script carries this response's nonce, and no stand-in of the render is left.
      expect(copy.html).toContain(`nonce="${copy.nonce}"`);
      expect(copy.html).not.toMatch(/pagecache[0-9a-f]{32}/);
      expect(formTokenOf(copy.html)).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{22}$/);
    }
    expect(second.html).not.toContain(first.nonce);
    expect(formTokenOf(first.html)).not.toBe(formTokenOf(second.html));
  });

  test('a visit with a campaign gets the copy kept for its campaign, carrying it into the form', async ({
    request,
  }) => {
    const tracked = `${posting}?utm_source=newsletter&fbclid=IwAR0e2e`;
    await request.get(tracked);
    const copy = await request.get(tracked);
    expect(copy.headers()['x-page-cache']).toBe('hit');
    const html = await copy.text();
    expect(html).toContain('name="tracking.utm_source" value="newsletter"');
    expect(formTokenOf(html)).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{22}$/);
    const plain = await request.get(posting);
    expect(plain.headers()['x-page-cache']).toBe('hit');
    expect(await plain.text()).not.toContain('tracking.utm_source');
  });

  test('any other query, and the router’s requests, are rendered for them', async ({ request }) => {
    const other = await request.get(`${posting}?utm_source=newsletter&ref=x`);
    expect(other.status()).toBe(200);
    expect(other.headers()['x-page-cache']).toBeUndefined();
    const router = await request.get(posting, { headers: { rsc: '1' } });
    expect(router.headers()['x-page-cache']).toBeUndefined();
  });

  test('a visit from a link a platform tagged with its click identifier is served from the cache', async ({
    request,
  }) => {
    await request.get(posting);
    const shared = await request.get(`${posting}?fbclid=IwAR0e2e`);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['x-page-cache']).toBe('hit');
  });

  test('from the job list to a posting and back, every page comes from the cache', async ({ page }) => {
    // What next/link did: prefetch each visible posting and navigate with requests rendered every time.
    const rendered: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.rsc || headers['next-router-prefetch'] || request.url().includes('_rsc='))
        rendered.push(request.url());
    });
    await page.request.get('/');
    await page.request.get(posting);
    expect((await page.goto('/'))?.headers()['x-page-cache']).toBe('hit');
    const [toPosting] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === posting),
      page.locator(`a[href="${posting}"]`).click(),
    ]);
    expect(toPosting.headers()['x-page-cache']).toBe('hit');
    const [backToList] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/'),
      page
        .getByRole('link', { name: /All open positions/ })
        .first()
        .click(),
    ]);
    expect(backToList.headers()['x-page-cache']).toBe('hit');
    expect(rendered).toEqual([]);
  });

  test('a cached page runs under its policy and its form works', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.request.get(posting);
    const response = await page.goto(posting);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await expect(page.locator('form.apply-form')).toHaveAttribute('data-enhanced', 'true');
    expect(violations).toEqual([]);
  });
});
