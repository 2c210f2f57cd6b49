import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCreatedSchema,
  candidateStatusResponseSchema,
  cursorPageSchema,
  userSchema,
} from '../contract';
import { SEEDED_USER_COUNT } from './seed';
import type { RunningPlatform } from './server';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from './test-support/test-platform';
import { emulatorHeaders } from './test-support/emulator-headers';

/** The seeded posting without questions: a valid application needs only names, email and consent. */
const POSTING_UUID = '185043d8-d40e-4bce-8464-c216b7317500';
const USERS = '/user-api/v201804/users';
const userPageSchema = cursorPageSchema(userSchema);

let dataDir: string;
let running: RunningPlatform | undefined;

async function start(): Promise<RunningPlatform> {
  running = await startTestPlatform({ PLATFORM_DATA_DIR: dataDir });
  return running;
}

async function stop() {
  await running?.close();
  running = undefined;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-persistence-'));
});
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function usersPage(baseUrl: string, query: Record<string, string>) {
  const response = await fetch(`${baseUrl}${USERS}?${new URLSearchParams(query)}`, {
    headers: serviceHeaders,
  });
  expect(response.status).toBe(200);
  return userPageSchema.parse(await response.json());
}

async function allUserIds(baseUrl: string): Promise<string[]> {
  const ids: string[] = [];
  let pageId: string | undefined;
  do {
    const page = await usersPage(baseUrl, { limit: '100', ...(pageId ? { pageId } : {}) });
    ids.push(...page.content.map((user) => user.id));
    pageId = page.nextPageId;
  } while (pageId);
  return ids;
}

async function candidateStatus(baseUrl: string, token: string, candidateId: string) {
  const response = await fetch(`${baseUrl}/postings/${POSTING_UUID}/candidates/${candidateId}/status`, {
    headers: bearer(token),
  });
  expect(response.status).toBe(200);
  return candidateStatusResponseSchema.parse(await response.json()).status;
}

describe('a platform restarted on the same data directory', () => {
  it('keeps candidates, users, tokens and the cursor key, and does not reseed', async () => {
    const first = await start();
    const token = await clientToken(first.url, { scope: 'candidate_applications_manage' });

    const applied = await fetch(`${first.url}/postings/${POSTING_UUID}/candidates`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Paula',
        lastName: 'Persistent',
        email: 'paula.persistent@example.com',
        consentDecisions: { SINGLE: true },
      }),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const { id: candidateId } = applicationCreatedSchema.parse(await applied.json());

    const moved = await fetch(`${first.url}/_emulator/candidates/${candidateId}/status`, {
      method: 'PUT',
      headers: emulatorHeaders,
      body: JSON.stringify({ status: 'INTERVIEW' }),
    });
    expect(moved.status).toBe(200);
    // New candidates start at NEW: INTERVIEW after the restart can only be the stored move.
    expect(await candidateStatus(first.url, token, candidateId)).toBe('INTERVIEW');

    const inserted = await fetch(`${first.url}/_emulator/users`, {
      method: 'POST',
      headers: emulatorHeaders,
      body: JSON.stringify({ count: 5 }),
    });
    expect(inserted.status).toBe(201);
    const { ids: insertedIds } = (await inserted.json()) as { ids: string[] };
    const usersBefore = await allUserIds(first.url);
    expect(usersBefore).toHaveLength(SEEDED_USER_COUNT + 5);

    const firstPage = await usersPage(first.url, { limit: '50' });
    const pageId = firstPage.nextPageId ?? '';
    const secondPageBefore = await usersPage(first.url, { limit: '50', pageId });
    expect(secondPageBefore.content).toHaveLength(50);

    await stop();
    // Another free port: access tokens are opaque and looked up in the store, so they do not
    // depend on the address (the issuer) either.
    const second = await start();

    expect(await candidateStatus(second.url, token, candidateId)).toBe('INTERVIEW');
    const usersAfter = await allUserIds(second.url);
    expect(usersAfter).toEqual(usersBefore);
    expect(usersAfter.slice(-5)).toEqual(insertedIds);
    expect(await usersPage(second.url, { limit: '50', pageId })).toEqual(secondPageBefore);
  });
});
