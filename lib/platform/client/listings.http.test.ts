import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../server/server';
import { startTestPlatform } from '../server/test-support/test-platform';
import { clientFor, control, platformCounts } from './test-support/client-for';

let platform: RunningPlatform;
const service = { PLATFORM_SERVICE_TOKEN: 'dev-service-token' };

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await control(platform.url, 'PUT', '/_emulator/pagination', { style: 'body-and-link' });
  await control(platform.url, 'DELETE', '/_emulator/counters');
});

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('pagination as async iterators', () => {
  it('walking every user gives exactly the set the reporting stream gives, and stops at the last page', async () => {
    const client = clientFor(platform.url, service);
    const walked = await collect(client.users({ limit: 37 }));
    const reporter = clientFor(platform.url, {
      PLATFORM_CLIENT_ID: 'reporting-only',
      PLATFORM_CLIENT_SECRET: 'reporting-only-secret',
      PLATFORM_SCOPE: 'reports_read',
    });
    const streamed = await collect(reporter.streamReport('users'));
    expect(walked.length).toBeGreaterThanOrEqual(300);
    expect(new Set(walked.map((u) => u.id)).size).toBe(walked.length);
    expect(new Set(walked.map((u) => u.id))).toEqual(new Set(streamed.map((u) => u.id)));
    expect((await platformCounts(platform.url, 'GET /user-api/v201804/users')).requests).toBe(
      Math.ceil(walked.length / 37),
    );
  }, 30_000);

  it('follows the Link header when the body carries no cursor, keeping limit and filters', async () => {
    await control(platform.url, 'PUT', '/_emulator/pagination', { style: 'link-only' });
    const client = clientFor(platform.url, service);
    const pages: number[] = [];
    for await (const page of client.userPages({ limit: 10, q: 'an' })) pages.push(page.length);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.slice(0, -1).every((size) => size === 10)).toBe(true);
    const all = await collect(client.users({ limit: 100, q: 'an' }));
    expect(pages.reduce((a, b) => a + b, 0)).toBe(all.length);
  }, 30_000);

  it('walks candidates, jobs and reviews, and posting pages by offset', async () => {
    const client = clientFor(platform.url, service);
    const [candidates, jobs, reviews] = await Promise.all([
      collect(client.candidates({ limit: 25 })),
      collect(client.jobs({ limit: 10 })),
      collect(client.reviews({ limit: 50 })),
    ]);
    expect(candidates.length).toBeGreaterThanOrEqual(60);
    expect(jobs.length).toBeGreaterThanOrEqual(26);
    expect(reviews.length).toBeGreaterThanOrEqual(100);
    const postings = (await collect(client.postingPages({ limit: 7 }))).flat();
    const first = await client.listPostings({ limit: 1 });
    expect(postings).toHaveLength(first.totalFound);
    expect(new Set(postings.map((p) => p.uuid)).size).toBe(postings.length);
  }, 30_000);

  it('reads a posting, a missing one as null, a configuration, publishes a job, fetches an offer document', async () => {
    const client = clientFor(platform.url, service);
    const [summary] = (await client.listPostings({ limit: 1 })).content;
    const posting = await client.getPosting(summary!.uuid);
    expect(posting?.jobAd?.sections.jobDescription?.text).toBeTruthy();
    expect(await client.getPosting('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect((await client.getConfiguration(summary!.uuid))?.settings.conditionals).toBeDefined();
    // List items carry no job id (as documented); the emulator's own record knows it.
    const row = await platform.ctx.db.query.postings.findFirst({
      where: (p, { eq }) => eq(p.uuid, summary!.uuid),
    });
    expect(await client.unpublishJob(row!.jobId)).toMatchObject({ postingStatus: 'NOT_PUBLISHED' });
    expect((await client.getPosting(summary!.uuid))?.active).toBe(false);
    expect(await client.publishJob(row!.jobId)).toMatchObject({ postingStatus: 'PUBLIC' });
    const [document] = await platform.ctx.db.query.offerDocuments.findMany({ limit: 1 });
    const bytes = await client.getOfferDocument(document!.offerId, document!.id);
    expect(Buffer.from(bytes.bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('answers that break the contract', () => {
  let rogue: Server;
  let rogueUrl: string;
  beforeAll(async () => {
    // A peer that misbehaves on purpose: the real platform never answers like this.
    rogue = createServer((request, response) => {
      if (request.url?.startsWith('/user-api')) {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ limit: 'ten', content: [{ id: 1 }] }));
      } else if (request.url?.includes('/configuration')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>surprise</html>');
      } else {
        response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end('{"id":"1"}\nnot json\n');
      }
    });
    await new Promise<void>((resolve) => rogue.listen(0, '127.0.0.1', resolve));
    rogueUrl = `http://127.0.0.1:${(rogue.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => rogue.close(() => resolve())));

  it('is a typed malformed_response error, never a crash', async () => {
    const client = clientFor(rogueUrl, service);
    await expect(collect(client.users())).rejects.toMatchObject({
      name: 'PlatformError',
      code: 'malformed_response',
    });
    await expect(client.getConfiguration('x')).rejects.toMatchObject({ code: 'malformed_response' });
    await expect(collect(client.streamReport('users'))).rejects.toMatchObject({ code: 'malformed_response' });
  });
});
