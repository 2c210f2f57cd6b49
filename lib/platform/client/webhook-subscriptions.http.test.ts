import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOKS_API_PATH } from '../contract/webhooks';
import { clientFor } from './test-support/client-for';

/** A subscription at `id`, in the shape of the documented samples (webhooks/subscription-list.json). */
const subscription = (id: string) => ({
  id,
  callbackUrl: `https://tool-${id}.example/hook`,
  events: ['application.status.updated'],
  status: 'active',
});

/**
 * An account with more subscriptions than one page holds (the SDK pages the list by pageId, 10 a page):
 * the first page names the next in its Link header, the second in its body, the third is the last.
 */
function pagedPlatform() {
  const asked: string[] = [];
  const app = new Hono();
  app.get(WEBHOOKS_API_PATH, (c) => {
    const pageId = c.req.query('pageId') ?? '';
    asked.push(pageId);
    if (pageId === '') {
      c.header('link', `<${WEBHOOKS_API_PATH}?pageId=second>; rel="next"`);
      return c.json(Array.from({ length: 10 }, (_, i) => subscription(`a${i}`)));
    }
    if (pageId === 'second') return c.json({ content: [subscription('b0')], nextPageId: 'third' });
    return c.json({ content: [subscription('c0')] });
  });
  return { app, asked };
}

let server: ReturnType<typeof createAdaptorServer>;
let url = '';
const platform = pagedPlatform();

beforeAll(async () => {
  server = createAdaptorServer({ fetch: platform.app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('listing the webhook subscriptions', () => {
  it('reads every page, whether the next is named by the Link header or in the body', async () => {
    const client = clientFor(url, { PLATFORM_SERVICE_TOKEN: 'test-only-token' });
    const listed = await client.listWebhookSubscriptions();
    expect(platform.asked).toEqual(['', 'second', 'third']);
    expect(listed.map((item) => item.id)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `a${i}`),
      'b0',
      'c0',
    ]);
  });
});
