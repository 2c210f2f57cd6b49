import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { adminSessions, staffActivity } from '@/lib/db/schema';
import { adminSessionStillGood } from './session-check';
import { endAdminSession, openAdminSession } from './session-store';
import type { AdminToken } from './session-token';

// A real HTTP profile endpoint whose answer each test sets: the platform's word on the token.
let answer: { status: number; body?: unknown } = { status: 200 };
let calls = 0;
let server: Server;
let profileUrl: string;
let database: SiteDatabase;

const profile = (role: string, active = true) => ({
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@acme.example',
  active,
  systemRole: { id: role },
  updatedOn: '2026-01-01T00:00:00.000Z',
  language: { code: 'en' },
});

beforeAll(async () => {
  server = createServer((_request, response) => {
    calls++;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  profileUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/users/me`;
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
beforeEach(() => {
  calls = 0;
  answer = { status: 200, body: profile('ADMINISTRATOR') };
});

async function signedIn(): Promise<AdminToken> {
  const token: AdminToken = {
    sessionId: randomId(),
    platformUserId: 'u-1',
    name: 'Ada Admin',
    email: 'ada@acme.example',
    role: 'ADMINISTRATOR',
    accessToken: 'at',
    accessTokenExpiresAt: 2_000_000_000,
    signedInAt: 1_000,
  };
  await openAdminSession(database.db, token, new Date(Date.now() + 3_600_000));
  return token;
}

const deps = (nowMs: number) => ({ db: database.db, profileUrl, recheckSeconds: 300, now: () => nowMs });
const endReason = async (id: string) =>
  (await database.db.select().from(adminSessions).where(eq(adminSessions.id, id)))[0]?.endReason;

describe('a console session on the server', () => {
  it('holds without asking the platform within 5 minutes, and ends at once when signed out', async () => {
    const token = await signedIn();
    expect(await adminSessionStillGood(deps(Date.now()), token)).toBe(true);
    expect(calls).toBe(0);
    await endAdminSession(database.db, token, 'signed_out');
    expect(await adminSessionStillGood(deps(Date.now()), token)).toBe(false);
  });

  it('a cookie naming no session row is refused', async () => {
    const token = { ...(await signedIn()), sessionId: 'never-opened' };
    expect(await adminSessionStillGood(deps(Date.now()), token)).toBe(false);
  });

  it('after 5 minutes the platform is asked: a revoked token ends the session for good', async () => {
    const token = await signedIn();
    answer = { status: 401 };
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), token)).toBe(false);
    expect(calls).toBe(1);
    expect(await endReason(token.sessionId)).toBe('revoked');
    answer = { status: 200, body: profile('ADMINISTRATOR') };
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), token)).toBe(false);
  });

  it('a role that is no longer ADMINISTRATOR ends it; a confirmed one holds for another 5 minutes', async () => {
    const kept = await signedIn();
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), kept)).toBe(true);
    expect(calls).toBe(1);
    expect(await adminSessionStillGood(deps(Date.now() + 60_000), kept)).toBe(true);
    expect(calls).toBe(1);

    const demoted = await signedIn();
    answer = { status: 200, body: profile('RESTRICTED') };
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), demoted)).toBe(false);
    expect(await endReason(demoted.sessionId)).toBe('refused');
  });

  it('the activity log has each sign-in, and each end once, with why it ended', async () => {
    await database.db.delete(staffActivity);
    const out = await signedIn();
    await endAdminSession(database.db, out, 'signed_out');
    // Signing out twice (two tabs) ends one session: one line.
    await endAdminSession(database.db, out, 'signed_out');
    const revoked = await signedIn();
    answer = { status: 401 };
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), revoked)).toBe(false);
    const lines = await database.db
      .select({ action: staffActivity.action, detail: staffActivity.detail, who: staffActivity.staffEmail })
      .from(staffActivity)
      .orderBy(staffActivity.id);
    expect(lines).toEqual([
      { action: 'signed_in', detail: null, who: 'ada@acme.example' },
      { action: 'signed_out', detail: null, who: 'ada@acme.example' },
      { action: 'signed_in', detail: null, who: 'ada@acme.example' },
      {
        action: 'session_ended',
        detail: 'The platform no longer accepts the session’s token',
        who: 'ada@acme.example',
      },
    ]);
  });

  it('a platform that cannot answer leaves the session as it was, asked again next time', async () => {
    const token = await signedIn();
    answer = { status: 503 };
    expect(await adminSessionStillGood(deps(Date.now() + 301_000), token)).toBe(true);
    expect(await endReason(token.sessionId)).toBeNull();
  });
});
