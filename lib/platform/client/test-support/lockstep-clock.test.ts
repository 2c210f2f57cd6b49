import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockstepClock } from './lockstep-clock';

/** A server that answers each request only when the test says so: a request held on the wire. */
let server: Server;
let url: string;
const held: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((_request, response) => held.push(() => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const START = Date.UTC(2026, 10, 27, 9);
/** A real macrotask or two: long enough for the clock to step if it were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('lockstep time', () => {
  it('wakes sleepers in time order, each at its own time, without waiting for the wall clock', async () => {
    const { clock } = lockstepClock(START);
    const woke: [string, number][] = [];
    const started = Date.now();
    await Promise.all([
      clock.sleep(60_000).then(() => woke.push(['minute', clock.now()])),
      clock.sleep(1_000).then(() => woke.push(['second', clock.now()])),
    ]);
    expect(woke).toEqual([
      ['second', START + 1_000],
      ['minute', START + 60_000],
    ]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('does not move while a request is on the wire, so it arrives at the time it was sent', async () => {
    const { clock, fetch } = lockstepClock(START);
    let awake = false;
    const sleeping = clock.sleep(100).then(() => (awake = true));
    const answer = fetch(url);
    await expect.poll(() => held.length).toBe(1);
    await settle();
    expect(awake).toBe(false);
    expect(clock.now()).toBe(START);
    held.shift()!();
    expect(await (await answer).text()).toBe('ok');
    await sleeping;
    expect(clock.now()).toBe(START + 100);
  });

  it('forgets a sleeper whose signal aborts, and never goes back in time', async () => {
    const { clock } = lockstepClock(START);
    const cancel = new AbortController();
    const aborted = clock.sleep(10_000, cancel.signal);
    cancel.abort(new Error('no longer needed'));
    await expect(aborted).rejects.toThrow('no longer needed');
    await clock.sleep(5);
    expect(clock.now()).toBe(START + 5);
    await clock.sleep(0);
    expect(clock.now()).toBe(START + 5);
  });
});
