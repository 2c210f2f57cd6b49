import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, cursorPageSchema, userSchema, type User } from '../../contract';
import { SEEDED_USER_COUNT } from '../seed';
import type { RunningPlatform } from '../server';
import { users } from '../store/schema';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import { emulatorHeaders } from '../test-support/emulator-headers';

const USERS = '/user-api/v201804/users';
const userPageSchema = cursorPageSchema(userSchema);
type UserPage = { limit: number; nextPageId?: string; content: User[] };
type FetchedPage = { body: UserPage; link: string | null };

let platform: RunningPlatform;

// Walks here fire dozens of requests back to back; the limiter has its own tests.
beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
});
afterAll(() => platform.close());

function usersUrl(query: Record<string, string>): string {
  return `${platform.url}${USERS}?${new URLSearchParams(query)}`;
}

async function fetchPage(url: string): Promise<FetchedPage> {
  const response = await fetch(url, { headers: serviceHeaders });
  expect(response.status, await response.clone().text()).toBe(200);
  return { body: userPageSchema.parse(await response.json()), link: response.headers.get('link') };
}

/** Follows nextPageId from the first page to the last, keeping the other query parameters. */
async function walk(query: Record<string, string>): Promise<FetchedPage[]> {
  const pages = [await fetchPage(usersUrl(query))];
  for (let next = pages[0]?.body.nextPageId; next; next = pages.at(-1)?.body.nextPageId) {
    pages.push(await fetchPage(usersUrl({ ...query, pageId: next })));
    expect(pages.length).toBeLessThan(1000);
  }
  return pages;
}

const idsOf = (pages: FetchedPage[]) => pages.flatMap((page) => page.body.content.map((user) => user.id));
const everyUser = (pages: FetchedPage[]) => pages.flatMap((page) => page.body.content);

function linkTarget(link: string | null): string {
  const match = /^<([^>]+)>; rel="next"$/.exec(link ?? '');
  if (!match?.[1]) throw new Error(`not a rel="next" Link header: ${link}`);
  return match[1];
}

/** Replaces one character of a cursor with another from the base64url alphabet. */
function flip(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

async function expectBadRequest(url: string, field?: string) {
  const response = await fetch(url, { headers: serviceHeaders });
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(await response.json());
  if (field) expect(body.errors.map((error) => error.field)).toContain(field);
  return body;
}

describe('GET /user-api/v201804/users: cursor pages', () => {
  it('walks every seeded user exactly once in pages of 37, the remainder last', async () => {
    const pages = await walk({ limit: '37' });
    const ids = idsOf(pages);
    const stored = await platform.ctx.db.select({ id: users.id }).from(users).orderBy(asc(users.seq));

    expect(SEEDED_USER_COUNT).toBeGreaterThanOrEqual(300);
    expect(ids).toHaveLength(SEEDED_USER_COUNT);
    expect(new Set(ids).size).toBe(ids.length);
    // Ordered by insertion, so the walk is exactly the table in `seq` order.
    expect(ids).toEqual(stored.map((row) => row.id));

    expect(pages).toHaveLength(Math.ceil(SEEDED_USER_COUNT / 37));
    for (const page of pages.slice(0, -1)) {
      expect(page.body.limit).toBe(37);
      expect(page.body.content).toHaveLength(37);
      expect(page.body.nextPageId).toEqual(expect.any(String));
      expect(page.link).toMatch(/; rel="next"$/);
    }
    const last = pages.at(-1);
    expect(last?.body.limit).toBe(37);
    expect(last?.body.content).toHaveLength(SEEDED_USER_COUNT % 37 || 37);
    expect(last?.body).not.toHaveProperty('nextPageId');
    expect(last?.link).toBeNull();
  });

  it('serves, at the Link header as-is, the same next page as nextPageId does', async () => {
    const pages = await walk({ limit: '37' });
    for (const [index, page] of pages.slice(0, -1).entries()) {
      const target = new URL(linkTarget(page.link));
      expect(target.origin).toBe(new URL(platform.url).origin);
      expect(target.searchParams.get('pageId')).toBe(page.body.nextPageId);
      expect(target.searchParams.get('limit')).toBe('37');
      const followed = await fetchPage(target.toString());
      expect(followed.body).toEqual(pages[index + 1]?.body);
    }
  });

  it('sends items that parse with the contract, updatedOn in UTC with milliseconds', async () => {
    const items = everyUser(await walk({ limit: '100' }));
    expect(items).toHaveLength(SEEDED_USER_COUNT);
    for (const item of items) {
      expect(userSchema.strict().parse(item)).toEqual(item);
      expect(item.updatedOn).toMatch(/\.\d{3}Z$/);
    }
    // The seed covers the optional fields: present on some items, absent on others.
    expect(items.some((item) => item.accessGroups)).toBe(true);
    expect(items.some((item) => item.ssoLoginMode === undefined)).toBe(true);
  });

  it('keeps the q filter on every page, and its Link header carries it', async () => {
    const everyone = everyUser(await walk({ limit: '100' }));
    const matches = (user: User) =>
      [user.firstName, user.lastName, user.email].some((text) => text.toLowerCase().includes('an'));
    const expected = everyone.filter(matches).map((user) => user.id);

    const pages = await walk({ q: 'an', limit: '37' });
    // Several pages, or this would not show that the filter survives paging.
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(idsOf(pages)).toEqual(expected);
    expect(expected.length).toBeLessThan(everyone.length);
    for (const page of pages.slice(0, -1)) {
      expect(new URL(linkTarget(page.link)).searchParams.get('q')).toBe('an');
    }
  });

  it('matches q case-insensitively on names and email', async () => {
    const [page] = await walk({ q: 'ADMIN', limit: '100' });
    expect(page?.body.content.map((user) => user.email)).toContain('ada.admin@acme.example');
  });

  it('returns only users updated after updatedAfter', async () => {
    const everyone = everyUser(await walk({ limit: '100' }));
    const since = '2026-01-01T00:00:00.000Z';
    const expected = everyone.filter((user) => user.updatedOn > since).map((user) => user.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everyone.length);

    const pages = await walk({ updatedAfter: since, limit: '5' });
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(idsOf(pages)).toEqual(expected);
  });
});

describe('GET /user-api/v201804/users: refused cursors and queries', () => {
  let first: UserPage;
  beforeAll(async () => {
    first = (await fetchPage(usersUrl({ limit: '37' }))).body;
  });
  const cursor = () => first.nextPageId ?? '';

  it('accepts the untouched cursor (the control for the refusals below)', async () => {
    const page = await fetchPage(usersUrl({ limit: '37', pageId: cursor() }));
    expect(page.body.content).toHaveLength(37);
  });

  it('refuses a cursor with a character flipped in its signature or its payload', async () => {
    const [payload, signature] = cursor().split('.');
    expect(payload && signature).toBeTruthy();
    const inSignature = `${payload}.${flip(signature ?? '', 0)}`;
    const inPayload = `${flip(payload ?? '', 1)}.${signature}`;
    for (const pageId of [inSignature, inPayload]) {
      expect(pageId).not.toBe(cursor());
      const body = await expectBadRequest(usersUrl({ limit: '37', pageId }), 'pageId');
      expect(body.message).not.toMatch(/\bat\s+\S+\s+\(/); // no stack trace
    }
  });

  it('refuses a cursor from another query', async () => {
    const filtered = await fetchPage(usersUrl({ q: 'an', limit: '37' }));
    const pageId = filtered.body.nextPageId ?? '';
    expect(pageId).not.toBe('');
    // Valid with its own query…
    expect((await fetchPage(usersUrl({ q: 'an', limit: '37', pageId }))).body.content.length).toBeGreaterThan(
      0,
    );
    // …refused without q, with another q, and on another endpoint.
    await expectBadRequest(usersUrl({ limit: '37', pageId }), 'pageId');
    await expectBadRequest(usersUrl({ q: 'mar', limit: '37', pageId }), 'pageId');
    const candidates = await fetch(`${platform.url}/candidates?limit=37&pageId=${cursor()}`, {
      headers: serviceHeaders,
    });
    expect(candidates.status).toBe(400);
  });

  it('refuses the same cursor with another limit', async () => {
    await expectBadRequest(usersUrl({ limit: '36', pageId: cursor() }), 'limit');
  });

  it('keeps the limit of the cursor when limit is left out', async () => {
    const page = await fetchPage(usersUrl({ pageId: cursor() }));
    expect(page.body.limit).toBe(37);
    expect(page.body.content).toHaveLength(37);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['updatedAfter=yesterday', 'updatedAfter'],
  ])('refuses %s', async (query, field) => {
    await expectBadRequest(`${platform.url}${USERS}?${query}`, field);
  });

  it('refuses an unknown parameter instead of ignoring it', async () => {
    const body = await expectBadRequest(`${platform.url}${USERS}?sort=email`);
    expect(body.errors.map((error) => error.code)).toContain('UNKNOWN_PARAMETER');
  });
});

describe('GET /user-api/v201804/users: credentials', () => {
  it('answers 401 without a credential, and with an unknown one', async () => {
    const credentials: Record<string, string>[] = [{}, { 'x-service-token': 'not-a-token' }, bearer('nope')];
    for (const headers of credentials) {
      const response = await fetch(usersUrl({ limit: '5' }), { headers });
      expect(response.status).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
  });

  it('answers 403 to a token without users_read', async () => {
    const token = await clientToken(platform.url, { scope: 'candidates_read' });
    const response = await fetch(usersUrl({ limit: '5' }), { headers: bearer(token) });
    expect(response.status).toBe(403);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.errors[0]?.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('answers /users/me with 401 without a credential and 403 to a service token', async () => {
    const anonymous = await fetch(`${platform.url}${USERS}/me`);
    expect(anonymous.status).toBe(401);
    apiErrorSchema.parse(await anonymous.json());
    // The service token has every scope, but no signed-in user behind it.
    const service = await fetch(`${platform.url}${USERS}/me`, { headers: serviceHeaders });
    expect(service.status).toBe(403);
    apiErrorSchema.parse(await service.json());
  });
});

// Last: it inserts users, which the walks above count.
describe('GET /user-api/v201804/users: insertion while walking', () => {
  it('neither skips nor repeats while 50 users are inserted mid-walk; the new ones come last', async () => {
    const before = idsOf(await walk({ limit: '37' }));

    const pages = [await fetchPage(usersUrl({ limit: '37' }))];
    pages.push(await fetchPage(usersUrl({ limit: '37', pageId: pages[0]?.body.nextPageId ?? '' })));
    const inserted = await fetch(`${platform.url}/_emulator/users`, {
      method: 'POST',
      headers: emulatorHeaders,
      body: JSON.stringify({ count: 50 }),
    });
    expect(inserted.status).toBe(201);
    const { ids: newIds } = (await inserted.json()) as { ids: string[] };
    expect(newIds).toHaveLength(50);

    for (let next = pages.at(-1)?.body.nextPageId; next; next = pages.at(-1)?.body.nextPageId) {
      pages.push(await fetchPage(usersUrl({ limit: '37', pageId: next })));
    }
    const walked = idsOf(pages);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual([...before, ...newIds]);
    expect(walked).toHaveLength(before.length + 50);
  });
});
