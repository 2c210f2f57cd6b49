import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiErrorSchema,
  applicationCreatedSchema,
  candidateStatusResponseSchema,
  configurationSchema,
  cursorPageSchema,
  offsetPageSchema,
  postingSchema,
  postingSummarySchema,
  userSchema,
} from '../contract';
import { STATUS_EVENT, WEBHOOKS_API_PATH } from '../contract/webhooks';
import type { RunningPlatform } from './server';
import { serviceHeaders, startTestPlatform } from './test-support/test-platform';
import { postApplication, uniqueEmail, validApplication } from './test-support/valid-application';

/**
 * The emulator speaks only the shapes the real platform documents (lib/platform/contract, from
 * shared/spec/real-platform-shapes.md): each answer parses with its contract schema, and parsing — which
 * drops every key the schema does not name, at any depth — changes nothing. An invented key fails here.
 */
function expectExactly<T extends z.ZodType>(schema: T, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues, what).toBeUndefined();
  expect(parsed.data, `${what}: keys the documentation does not name`).toEqual(value);
}

let platform: RunningPlatform;
const get = async (path: string, headers: Record<string, string> = serviceHeaders) => {
  const response = await fetch(`${platform.url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
});
afterAll(async () => {
  await platform?.close();
});

describe('every emulator answer is a documented shape, nothing more', () => {
  it('posting list items and every posting detail', async () => {
    const list = await get('/v1/companies/acme/postings?limit=100');
    expectExactly(offsetPageSchema(postingSummarySchema), list.body, 'posting list');
    const { content } = offsetPageSchema(postingSummarySchema).parse(list.body);
    expect(content.length).toBeGreaterThanOrEqual(24);
    for (const item of content) {
      const detail = await get(`/v1/companies/acme/postings/${item.uuid}`);
      expectExactly(postingSchema, detail.body, `posting ${item.uuid}`);
    }
  });

  it('every configuration, with and without conditionals, in English and German', async () => {
    const { content } = offsetPageSchema(postingSummarySchema).parse(
      (await get('/v1/companies/acme/postings?limit=100')).body,
    );
    for (const { uuid } of content) {
      for (const query of ['', '?conditionalsIncluded=true']) {
        for (const language of ['en', 'de']) {
          const answer = await get(`/postings/${uuid}/configuration${query}`, {
            ...serviceHeaders,
            'accept-language': language,
          });
          expectExactly(configurationSchema, answer.body, `configuration ${uuid}${query} (${language})`);
        }
      }
    }
  });

  it('a new candidate, its status, the user list, and error bodies', async () => {
    const { content } = offsetPageSchema(postingSummarySchema).parse(
      (await get('/v1/companies/acme/postings?limit=1')).body,
    );
    const uuid = content[0]!.uuid;
    const configuration = configurationSchema.parse(
      (await get(`/postings/${uuid}/configuration?conditionalsIncluded=true`)).body,
    );
    const created = await postApplication(
      platform.url,
      uuid,
      validApplication(configuration, uniqueEmail('shape')),
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as unknown;
    expectExactly(applicationCreatedSchema, body, 'new candidate');
    const { id } = applicationCreatedSchema.parse(body);
    expectExactly(
      candidateStatusResponseSchema,
      (await get(`/postings/${uuid}/candidates/${id}/status`)).body,
      'status',
    );
    expectExactly(
      cursorPageSchema(userSchema),
      (await get('/user-api/v201804/users?limit=100')).body,
      'users',
    );
    for (const [path, status] of [
      ['/v1/companies/acme/postings/00000000-0000-4000-8000-000000000000', 404],
      ['/v1/companies/acme/postings?nope=1', 400],
    ] as const) {
      const answer = await get(path);
      expect(answer.status).toBe(status);
      expectExactly(apiErrorSchema, answer.body, `error ${status}`);
    }
    const unauthorized = await get(`/postings/${uuid}/configuration`, {});
    expect(unauthorized.status).toBe(401);
    expectExactly(apiErrorSchema, unauthorized.body, 'error 401');
  });

  it('a webhook subscription and its secret key, with the keys of the documented samples', async () => {
    const fixture = (name: string) =>
      JSON.parse(
        readFileSync(new URL(`../contract/fixtures/webhooks/${name}`, import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
    const keysOf = (value: unknown) => Object.keys(value as object).sort();
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`${platform.url}${WEBHOOKS_API_PATH}${path}`, {
        method: 'POST',
        headers: { ...serviceHeaders, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const created = await post('', { callbackUrl: 'https://careers.example/hook', events: [STATUS_EVENT] });
    const documented = fixture('subscription-created.json');
    expect(keysOf(created)).toEqual(keysOf(documented));
    expect(created.events).toEqual([{ name: STATUS_EVENT, version: 'v1' }]);
    expect(keysOf((created.events as unknown[])[0])).toEqual(keysOf((documented.events as unknown[])[0]));
    expect(keysOf(await post(`/${String(created.id)}/secret-key`))).toEqual(
      keysOf(fixture('secret-key.json')),
    );
    const listed = (await (
      await fetch(`${platform.url}${WEBHOOKS_API_PATH}`, { headers: serviceHeaders })
    ).json()) as unknown[];
    const documentedItem = (fixture('subscription-list.json') as unknown as unknown[])[0];
    // A bare list, as the sample, of items with exactly the sample's keys (never a key's secret).
    expect(Array.isArray(listed) && listed.length > 0).toBe(true);
    for (const item of listed) expect(keysOf(item)).toEqual(keysOf(documentedItem));
  });
});
