import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiErrorSchema,
  candidateSchema,
  cursorPageSchema,
  jobSchema,
  offsetPageSchema,
  postingSchema,
  postingSummarySchema,
  publicationSchema,
  reviewSchema,
  type PostingSummary,
} from '../../contract';
import type { RunningPlatform } from '../server';
import { candidates, jobs, offerDocuments, postings, reviews } from '../store/schema';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';

const POSTINGS = '/v1/companies/acme/postings';
const postingPageSchema = offsetPageSchema(postingSummarySchema);

/** Whether each word (lower case) is in the posting's title or place: the documented full-text `q`. */
const hasEveryWord =
  (...words: string[]) =>
  (item: PostingSummary) =>
    words.every((word) =>
      [item.name, item.location?.city, item.location?.fullLocation].some((text) =>
        text?.toLowerCase().includes(word),
      ),
    );

let platform: RunningPlatform;
let careerSiteToken: string;

// Walks fire requests back to back, and publication and documents allow only 2 rps; the limiter
// has its own tests.
beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
  careerSiteToken = await clientToken(platform.url, { scope: 'candidates_read' });
});
afterAll(() => platform.close());

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${platform.url}${path}`, { headers });
  return {
    status: response.status,
    link: response.headers.get('link'),
    body: (await response.json()) as unknown,
  };
}

/** Walks a cursor list to its end (items parsed with `item`); checks every page's envelope on the way. */
async function walk<T extends z.ZodType>(
  path: string,
  item: T,
  query: Record<string, string>,
  headers: Record<string, string>,
): Promise<{ items: z.infer<T>[]; pages: number }> {
  const pageSchema = cursorPageSchema(item);
  const limit = Number(query.limit);
  const items: z.infer<T>[] = [];
  let pageId: string | undefined;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, ...(pageId ? { pageId } : {}) });
    const { status, link, body } = await getJson(`${path}?${params}`, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    const page = pageSchema.parse(body);
    expect(page.limit).toBe(limit);
    pageId = page.nextPageId;
    if (pageId) {
      expect(page.content).toHaveLength(limit);
      expect(link).toContain(`pageId=${pageId}`);
    } else {
      expect(page.content.length).toBeLessThanOrEqual(limit);
      expect(link).toBeNull();
    }
    items.push(...page.content);
    pages += 1;
    expect(pages).toBeLessThan(1000);
  } while (pageId);
  return { items, pages };
}

async function activePostings(): Promise<PostingSummary[]> {
  const { status, body } = await getJson(`${POSTINGS}?limit=100`);
  expect(status).toBe(200);
  const page = postingPageSchema.parse(body);
  // One page holds them all, or this would not be the full list.
  expect(page.totalFound).toBeLessThanOrEqual(100);
  expect(page.content).toHaveLength(page.totalFound);
  return page.content;
}

describe('cursor lists: /candidates, /jobs, /reviews', () => {
  it('walks /candidates to its exact end, every candidate once, in insertion order', async () => {
    const stored = await platform.ctx.db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(asc(candidates.seq));
    const { items, pages } = await walk(
      '/candidates',
      candidateSchema.strict(),
      { limit: '7' },
      bearer(careerSiteToken),
    );
    expect(items.map((item) => item.id)).toEqual(stored.map((row) => row.id));
    expect(pages).toBe(Math.ceil(stored.length / 7));
  });

  it('filters /candidates by email with q, case-insensitively, across pages', async () => {
    const everyone = (await walk('/candidates', candidateSchema.strict(), { limit: '100' }, serviceHeaders))
      .items;
    const expected = everyone.filter((item) => item.email?.toLowerCase().includes('inbox'));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(everyone.length);
    // Stored emails are lower case: upper-case q only matches if the match ignores case.
    expect(everyone.every((item) => item.email === item.email?.toLowerCase())).toBe(true);

    const { items, pages } = await walk(
      '/candidates',
      candidateSchema.strict(),
      { q: 'INBOX', limit: '5' },
      serviceHeaders,
    );
    expect(items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(pages).toBe(Math.ceil(expected.length / 5));
  });

  it('walks /jobs: every job once, in insertion order', async () => {
    const stored = await platform.ctx.db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.seq));
    const { items } = await walk('/jobs', jobSchema.strict(), { limit: '5' }, serviceHeaders);
    expect(items.map((item) => item.id)).toEqual(stored.map((row) => row.id));
    expect(new Set(items.map((item) => item.postingStatus))).toEqual(new Set(['PUBLIC', 'NOT_PUBLISHED']));
  });

  it('walks /reviews: every review once, in insertion order', async () => {
    const stored = await platform.ctx.db.select({ id: reviews.id }).from(reviews).orderBy(asc(reviews.seq));
    expect(stored.length).toBeGreaterThan(13);
    const { items } = await walk('/reviews', reviewSchema.strict(), { limit: '13' }, serviceHeaders);
    expect(items.map((item) => item.id)).toEqual(stored.map((row) => row.id));
  });

  it('answers 403 to a credential without the list scope', async () => {
    for (const path of ['/jobs', '/reviews']) {
      const { status, body } = await getJson(path, bearer(careerSiteToken));
      expect(status).toBe(403);
      apiErrorSchema.parse(body);
    }
  });
});

describe('GET /offers/{offerId}/documents/{documentId}', () => {
  it('answers the document bytes as a PDF', async () => {
    const [document] = await platform.ctx.db.select().from(offerDocuments).limit(1);
    if (!document) throw new Error('the seed has no offer documents');
    const response = await fetch(`${platform.url}/offers/${document.offerId}/documents/${document.id}`, {
      headers: serviceHeaders,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect(Buffer.from(bytes).equals(Buffer.from(document.bytes))).toBe(true);
  });

  it('answers 404 for an unknown document, or a document of another offer', async () => {
    const rows = await platform.ctx.db.select().from(offerDocuments);
    const [first] = rows;
    const other = rows.find((row) => row.offerId !== first?.offerId);
    if (!first || !other) throw new Error('the seed needs documents of two offers');
    for (const path of [
      `/offers/${first.offerId}/documents/${randomUUID()}`,
      `/offers/${randomUUID()}/documents/${first.id}`,
      `/offers/${other.offerId}/documents/${first.id}`,
    ]) {
      const { status, body } = await getJson(path, serviceHeaders);
      expect(status).toBe(404);
      apiErrorSchema.parse(body);
    }
  });

  it('answers 403 without offers_read, and 401 without a credential', async () => {
    const [document] = await platform.ctx.db.select().from(offerDocuments).limit(1);
    const path = `/offers/${document?.offerId}/documents/${document?.id}`;
    const forbidden = await getJson(path, bearer(careerSiteToken));
    expect(forbidden.status).toBe(403);
    apiErrorSchema.parse(forbidden.body);
    expect((await getJson(path)).status).toBe(401);
  });
});

describe('GET /v1/companies/{companyId}/postings (public, offset pages)', () => {
  it('defaults to 10 items from offset 0, with the number of active postings', async () => {
    const active = await platform.ctx.db.select().from(postings).where(eq(postings.active, true));
    const { status, body } = await getJson(POSTINGS);
    expect(status).toBe(200);
    const page = postingPageSchema.parse(body);
    expect(page.limit).toBe(10);
    expect(page.offset).toBe(0);
    expect(page.totalFound).toBe(active.length);
    expect(active.length).toBeGreaterThan(10);
    expect(page.content).toHaveLength(10);
    for (const item of page.content) expect(postingSummarySchema.strict().parse(item)).toEqual(item);
  });

  it('covers every active posting exactly once with offset paging, newest first', async () => {
    const active = await platform.ctx.db.select().from(postings).where(eq(postings.active, true));
    const seen: PostingSummary[] = [];
    let totalFound = Infinity;
    for (let offset = 0; offset < totalFound; offset += 7) {
      const { status, body } = await getJson(`${POSTINGS}?limit=7&offset=${offset}`);
      expect(status).toBe(200);
      const page = postingPageSchema.parse(body);
      totalFound = page.totalFound;
      expect(page).toMatchObject({ limit: 7, offset });
      expect(page.content).toHaveLength(Math.min(7, totalFound - offset));
      seen.push(...page.content);
    }
    const ids = seen.map((item) => item.uuid);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(active.map((row) => row.uuid)));
    // As documented, list items carry no `active` (nor the ad or the URLs): that is the detail's.
    expect(seen.every((item) => !('active' in item) && !('jobAd' in item) && !('applyUrl' in item))).toBe(
      true,
    );
    const released = seen.map((item) => item.releasedDate);
    expect(released).toEqual(released.toSorted().reverse());
  });

  it('takes destination: every posting is public, none internal-only', async () => {
    const all = await activePostings();
    const pub = postingPageSchema.parse((await getJson(`${POSTINGS}?destination=PUBLIC&limit=100`)).body);
    const internal = postingPageSchema.parse((await getJson(`${POSTINGS}?destination=INTERNAL`)).body);
    expect(pub.totalFound).toBe(all.length);
    expect(internal.totalFound).toBe(0);
  });

  it('answers an empty page past the end', async () => {
    const { body } = await getJson(`${POSTINGS}?offset=1000`);
    const page = postingPageSchema.parse(body);
    expect(page.content).toEqual([]);
    expect(page.totalFound).toBeGreaterThan(0);
  });

  it.each<[string, (item: PostingSummary) => boolean]>([
    ['country=DE', (item) => item.location?.country === 'de'],
    ['city=munich', (item) => item.location?.city === 'Munich'],
    ['department=engineering', (item) => item.department?.id === 'engineering'],
    ['language=de', (item) => item.language?.code === 'de'],
    ['language=fr,de', (item) => item.language?.code === 'de'],
    ['custom_field.brand=acme-field', (item) => !!item.customField?.some((f) => f.valueId === 'acme-field')],
    ['q=engineer', hasEveryWord('engineer')],
    // Full text over the title and the place: every word, in any order, not the phrase as typed.
    ['q=react%20FRONTEND', hasEveryWord('react', 'frontend')],
    ['q=engineer%20germany', hasEveryWord('engineer', 'germany')],
    ['q=%20Manager%20%20london%20', hasEveryWord('manager', 'london')],
    // Quotes around a title, as candidates paste one, are no part of its words.
    ['q=%22Frontend%20Engineer%22', hasEveryWord('frontend', 'engineer')],
    ['q=%E2%80%9Ereact%E2%80%9C', hasEveryWord('react')],
    [
      'country=de&department=sales',
      (item) => item.location?.country === 'de' && item.department?.id === 'sales',
    ],
  ])('narrows the list with %s to exactly the matching postings', async (query, matches) => {
    const all = await activePostings();
    const expected = all.filter(matches).map((item) => item.uuid);
    // A real narrowing: some match, some do not.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const { status, body } = await getJson(`${POSTINGS}?${query}&limit=100`);
    expect(status).toBe(200);
    const page = postingPageSchema.parse(body);
    for (const item of page.content) expect(matches(item), item.name).toBe(true);
    expect(page.content.map((item) => item.uuid)).toEqual(expected);
    expect(page.totalFound).toBe(expected.length);
  });

  it('leaves inactive postings out of the list, while their detail says active: false', async () => {
    const inactive = await platform.ctx.db.select().from(postings).where(eq(postings.active, false));
    expect(inactive.length).toBeGreaterThan(0);
    const listed = new Set((await activePostings()).map((item) => item.uuid));
    for (const row of inactive) {
      expect(listed.has(row.uuid)).toBe(false);
      const { status, body } = await getJson(`${POSTINGS}/${row.uuid}`);
      expect(status).toBe(200);
      expect(postingSchema.parse(body).active).toBe(false);
    }
  });

  it('answers the same detail by numeric id and by uuid', async () => {
    const [summary] = await activePostings();
    if (!summary) throw new Error('no active posting');
    expect(summary.id).toMatch(/^\d+$/);
    const byId = await getJson(`${POSTINGS}/${summary.id}`);
    const byUuid = await getJson(`${POSTINGS}/${summary.uuid}`);
    expect(byId.status).toBe(200);
    expect(byUuid.body).toEqual(byId.body);
    const detail = postingSchema.strict().parse(byId.body);
    expect(detail).toMatchObject(summary);
    expect(Object.keys(detail.jobAd?.sections ?? {}).sort()).toEqual([
      'additionalInformation',
      'companyDescription',
      'jobDescription',
      'qualifications',
    ]);
  });

  it('answers 404 for an unknown posting or company', async () => {
    for (const path of [
      `${POSTINGS}/${randomUUID()}`,
      `${POSTINGS}/999999999999999`,
      '/v1/companies/globex/postings',
      `/v1/companies/globex/postings/${(await activePostings())[0]?.uuid}`,
    ]) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(404);
      apiErrorSchema.parse(body);
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['country=germany', 'country'],
  ])('refuses %s with 400', async (query, field) => {
    const { status, body } = await getJson(`${POSTINGS}?${query}`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).errors.map((error) => error.field)).toContain(field);
  });

  it('refuses an unknown parameter with 400', async () => {
    const { status, body } = await getJson(`${POSTINGS}?sort=name`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).errors.map((error) => error.code)).toContain('UNKNOWN_PARAMETER');
  });

  it('answers 404 for a NUL in a path, where the database would fail', async () => {
    for (const path of [`${POSTINGS}/%00`, `${POSTINGS}/abc%00def`]) {
      const { status, body } = await getJson(path);
      expect(status, path).toBe(404);
      expect(apiErrorSchema.parse(body).errors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    }
  });

  it('refuses a NUL in a search with 400, where the database would fail', async () => {
    for (const path of [`${POSTINGS}?q=robot%00`, '/candidates?q=%00']) {
      const { status, body } = await getJson(path, bearer(careerSiteToken));
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(body).errors).toEqual([
        { code: 'INVALID_PARAMETER', message: 'q contains a NUL character', field: 'q' },
      ]);
    }
  });
});

// Last: it toggles a job's postings, which the posting tests above count.
describe('POST and DELETE /jobs/{id}/publication', () => {
  async function publication(
    method: 'POST' | 'DELETE',
    jobId: string,
    headers: Record<string, string> = serviceHeaders,
  ) {
    const response = await fetch(`${platform.url}/jobs/${jobId}/publication`, { method, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function postingState(uuid: string) {
    const { status, body } = await getJson(`${POSTINGS}/${uuid}`);
    expect(status).toBe(200);
    const listed = (await activePostings()).some((item) => item.uuid === uuid);
    return { active: postingSchema.parse(body).active, listed };
  }

  it('unpublishes and republishes the postings of a job', async () => {
    const [job] = await platform.ctx.db.select().from(jobs).where(eq(jobs.postingStatus, 'PUBLIC')).limit(1);
    if (!job) throw new Error('no published job');
    const uuids = (
      await platform.ctx.db.select({ uuid: postings.uuid }).from(postings).where(eq(postings.jobId, job.id))
    ).map((row) => row.uuid);
    expect(uuids.length).toBeGreaterThan(0);
    for (const uuid of uuids) expect(await postingState(uuid)).toEqual({ active: true, listed: true });

    const unpublished = await publication('DELETE', job.id);
    expect(unpublished.status).toBe(200);
    const body = publicationSchema.parse(unpublished.body);
    expect(body).toMatchObject({ jobId: job.id, postingStatus: 'NOT_PUBLISHED' });
    expect(body.postingIds.toSorted()).toEqual(uuids.toSorted());
    for (const uuid of uuids) expect(await postingState(uuid)).toEqual({ active: false, listed: false });

    const published = await publication('POST', job.id);
    expect(published.status).toBe(200);
    expect(publicationSchema.parse(published.body)).toMatchObject({ jobId: job.id, postingStatus: 'PUBLIC' });
    for (const uuid of uuids) expect(await postingState(uuid)).toEqual({ active: true, listed: true });
  });

  it('publishes the postings of an unpublished job, and the job says so', async () => {
    const [job] = await platform.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.postingStatus, 'NOT_PUBLISHED'))
      .limit(1);
    if (!job) throw new Error('no unpublished job');
    const published = publicationSchema.parse((await publication('POST', job.id)).body);
    expect(published.postingIds.length).toBeGreaterThan(0);
    for (const uuid of published.postingIds)
      expect(await postingState(uuid)).toEqual({ active: true, listed: true });
    const listedJob = (await walk('/jobs', jobSchema.strict(), { limit: '100' }, serviceHeaders)).items.find(
      (item) => item.id === job.id,
    );
    expect(listedJob?.postingStatus).toBe('PUBLIC');

    expect((await publication('DELETE', job.id)).status).toBe(200);
    for (const uuid of published.postingIds) {
      expect(await postingState(uuid)).toEqual({ active: false, listed: false });
    }
  });

  it('answers 404 for an unknown job', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const { status, body } = await publication(method, randomUUID());
      expect(status).toBe(404);
      apiErrorSchema.parse(body);
    }
  });

  it('answers 403 without jobs_manage', async () => {
    const [job] = await platform.ctx.db.select().from(jobs).limit(1);
    const { status, body } = await publication('DELETE', job?.id ?? '', bearer(careerSiteToken));
    expect(status).toBe(403);
    apiErrorSchema.parse(body);
    const [after] = await platform.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? ''));
    expect(after?.postingStatus).toBe(job?.postingStatus);
  });
});
