import { expect, test, type APIRequestContext } from '@playwright/test';
import { applyWithoutQuestions, uniqueEmail } from './support/fill-form';

/** playwright.config.ts gives the site this METRICS_TOKEN. */
const METRICS_TOKEN = 'e2e-only-metrics-token';

async function scrape(request: APIRequestContext) {
  const response = await request.get('/api/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers()['cache-control']).toBe('no-store');
  const text = await response.text();
  const value = (sample: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
    return line === undefined ? undefined : Number(line.slice(sample.length + 1));
  };
  return { text, value };
}

test.describe('figures for a monitoring system', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.41' } });

  test('only with the metrics token: anyone else finds no such page', async ({ request }) => {
    expect((await request.get('/api/metrics')).status()).toBe(404);
    const wrong = await request.get('/api/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status()).toBe(404);
  });

  test('an application shows as delivered, the platform requests it took are counted, and nothing of the candidate is in them', async ({
    page,
    request,
  }) => {
    const before = await scrape(request);
    const delivered = before.value('careers_applications{state="delivered"}');
    const requests = before.value('careers_platform_requests_total');
    expect(delivered).toBeGreaterThanOrEqual(0);
    expect(requests).toBeGreaterThanOrEqual(0);
    expect(before.value('careers_instances_live')).toBe(1);
    expect(before.value('careers_instance_draining')).toBe(0);

    const email = uniqueEmail('metrics');
    await applyWithoutQuestions(page, email);

    await expect
      .poll(async () => (await scrape(request)).value('careers_applications{state="delivered"}'), {
        timeout: 20_000,
      })
      .toBeGreaterThan(delivered!);
    const after = await scrape(request);
    expect(after.value('careers_platform_requests_total')).toBeGreaterThan(requests!);
    expect(after.text).not.toContain(email);
    expect(after.text).not.toContain('Lovelace');
  });
});
