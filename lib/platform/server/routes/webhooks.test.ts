import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureMatches } from '../../contract/webhook-signature';
import {
  HOOK_SECRET_HEADER,
  STATUS_EVENT,
  WEBHOOKS_API_PATH,
  notifiedCandidateId,
  webhookSecretKeySchema,
  webhookSubscriptionSchema,
} from '../../contract/webhooks';
import type { RunningPlatform } from '../server';
import {
  bearer,
  clientToken,
  emulatorHeaders,
  serviceHeaders,
  startTestPlatform,
} from '../test-support/test-platform';
import { appliedCandidate, moveCandidate } from '../test-support/candidates';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A subscriber: answers the handshake when `echo` is on, and keeps every notification it is sent. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { echo: true };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const secret = request.headers[HOOK_SECRET_HEADER];
      if (typeof secret === 'string') {
        response.writeHead(200, state.echo ? { [HOOK_SECRET_HEADER]: secret } : {}).end();
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the Webhooks API', () => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let headers: Record<string, string>;
  let candidateId: string;

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${platform.url}${WEBHOOKS_API_PATH}${path}`, {
      ...init,
      headers: { ...headers, 'content-type': 'application/json', ...init.headers },
    });
  const subscribe = async (events: unknown[] = [{ name: STATUS_EVENT, version: 'v1' }]) => {
    const response = await api('', {
      method: 'POST',
      body: JSON.stringify({ callbackUrl: receiver.url, events }),
    });
    expect(response.status).toBe(201);
    return webhookSubscriptionSchema.parse(await response.json());
  };
  const moveTo = (status: string) => moveCandidate(platform, candidateId, status);

  beforeAll(async () => {
    platform = await startTestPlatform();
    receiver = await startReceiver();
    headers = bearer(await clientToken(platform.url, { scope: 'webhooks_manage' }));
    candidateId = await appliedCandidate(platform.url, 'hooks');
  });
  afterAll(async () => {
    await receiver.close();
    await platform.close();
  });

  it('needs the webhooks_manage scope', async () => {
    const applying = bearer(await clientToken(platform.url));
    const refused = await api('', {
      method: 'POST',
      headers: applying,
      body: JSON.stringify({ callbackUrl: receiver.url, events: [STATUS_EVENT] }),
    });
    expect(refused.status).toBe(403);
  });

  it('refuses a callback that is not an http(s) URL, or no events', async () => {
    for (const body of [
      { callbackUrl: 'ftp://example.com/hook', events: [STATUS_EVENT] },
      { callbackUrl: receiver.url, events: [] },
      { callbackUrl: receiver.url, events: ['Not An Event'] },
    ]) {
      const response = await api('', { method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(400);
    }
  });

  it('activates only when the callback echoes the handshake', async () => {
    const created = await subscribe([STATUS_EVENT]);
    expect(created.status).toBe('inactive');

    receiver.state.echo = false;
    const refused = await api(`/${created.id}/activation`, { method: 'PUT' });
    expect(refused.status).toBe(400);
    expect((await (await api(`/${created.id}`)).json()).status).toBe('inactive');

    receiver.state.echo = true;
    expect((await api(`/${created.id}/activation`, { method: 'PUT' })).status).toBe(204);
    expect((await (await api(`/${created.id}`)).json()).status).toBe('active');
    expect((await api(`/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/${created.id}`)).status).toBe(404);
  });

  it('lists the subscriptions, never their keys, to the webhooks scope only', async () => {
    const created = await subscribe();
    expect((await api(`/${created.id}/secret-key`, { method: 'POST' })).status).toBe(201);
    const listed = (await (await api('')).json()) as unknown[];
    const mine = listed
      .map((item) => webhookSubscriptionSchema.parse(item))
      .find(({ id }) => id === created.id);
    expect(mine).toEqual({ ...created, status: 'inactive' });
    expect(JSON.stringify(listed)).not.toMatch(/secret|keys/i);
    expect((await api('', { headers: bearer(await clientToken(platform.url)) })).status).toBe(403);
    expect((await api(`/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('posts a signed notification when a candidate moves on, and none once unsubscribed', async () => {
    const created = await subscribe();
    const keyAnswer = await api(`/${created.id}/secret-key`, { method: 'POST' });
    expect(keyAnswer.status).toBe(201);
    const { secretKey } = webhookSecretKeySchema.parse(await keyAnswer.json());
    expect((await api(`/${created.id}/activation`, { method: 'PUT' })).status).toBe(204);
    receiver.received.length = 0;

    await moveTo('IN_REVIEW');
    expect(receiver.received).toHaveLength(1);
    const [notification] = receiver.received;
    const header = (name: string) => String(notification!.headers[name] ?? '');
    expect(header('event-name')).toBe(STATUS_EVENT);
    expect(notifiedCandidateId(JSON.parse(notification!.body), header('link'))).toBe(candidateId);
    const parts = {
      timestamp: header('smartrecruiters-timestamp'),
      body: notification!.body,
      eventId: header('event-id'),
      eventName: header('event-name'),
      eventVersion: header('event-version'),
      link: header('link'),
    };
    const nowS = Math.floor(Date.now() / 1000);
    expect(signatureMatches(header('smartrecruiters-signature'), parts, [secretKey], nowS)).toBe(true);
    expect(signatureMatches(header('smartrecruiters-signature'), parts, ['another'], nowS)).toBe(false);

    // A new key: the old one still signs for a day, so both are in the header.
    const next = webhookSecretKeySchema.parse(
      await (await api(`/${created.id}/secret-key`, { method: 'POST' })).json(),
    );
    await moveTo('INTERVIEW');
    const rotated = String(receiver.received[1]!.headers['smartrecruiters-signature']);
    expect(rotated.split(';')).toHaveLength(2);
    expect(next.secretKey).not.toBe(secretKey);

    expect((await api(`/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    await moveTo('OFFER');
    expect(receiver.received).toHaveLength(2);
  });

  it('keeps subscriptions through a reset of the data (they are setup)', async () => {
    const created = await subscribe();
    const reset = await fetch(`${platform.url}/_emulator/reset`, {
      method: 'POST',
      headers: emulatorHeaders,
    });
    expect(reset.status).toBe(200);
    expect((await api(`/${created.id}`)).status).toBe(200);
    expect(
      (await fetch(`${platform.url}${WEBHOOKS_API_PATH}/${created.id}`, { headers: serviceHeaders })).status,
    ).toBe(200);
  });
});
