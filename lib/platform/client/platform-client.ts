import { z } from 'zod';
import {
  applicationCreatedSchema,
  candidateSchema,
  candidateStatusResponseSchema,
  configurationEnvelopeSchema,
  cursorPageSchema,
  jobSchema,
  offsetPageSchema,
  postingSchema,
  postingSummarySchema,
  publicationSchema,
  reviewSchema,
  userSchema,
  type Application,
  type ApplicationCreated,
  type CandidateStatus,
  type ConfigurationEnvelope,
  type EndpointKey,
  type Posting,
  type PostingListQuery,
  type PostingSummary,
  type Publication,
  type ReportName,
  type User,
} from '../contract';
import type { TokenManager } from './token-manager';
import type { ClientMetrics } from './metrics';
import { ndjsonLines } from './ndjson';
import type { Pacer } from './pacer';
import {
  nextLink,
  walkCursorPages,
  walkItems,
  walkOffsetPages,
  type NextPageRequest,
  type ReadOffsetPage,
} from './pagination';
import { parseEach, parseRecord, parseResponse, parseValue } from './parse-response';
import { isPlatformError } from './platform-error';
import type { Transport } from './transport';
import {
  WEBHOOKS_API_PATH,
  listedItems,
  webhookSecretKeySchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
  type WebhookSubscription,
} from '../contract/webhooks';

type CursorFilters = Record<string, string | number | undefined>;
const reportSchemas = { users: userSchema, candidates: candidateSchema } as const;

/** Typed calls to a platform (embedded or real); every answer is parsed with the contract. */
export class PlatformClient {
  constructor(
    private readonly transport: Transport,
    private readonly deps: { companyId: string; metrics: ClientMetrics; pacer: Pacer; tokens?: TokenManager },
  ) {}

  get metrics() {
    return this.deps.metrics;
  }
  get pacer() {
    return this.deps.pacer;
  }
  get tokens() {
    return this.deps.tokens;
  }

  async listPostings(
    query: Partial<PostingListQuery> = {},
    signal?: AbortSignal,
  ): Promise<ReadOffsetPage<PostingSummary>> {
    const response = await this.transport.send({
      endpoint: 'GET /v1/companies/:companyId/postings',
      path: `/v1/companies/${encodeURIComponent(this.deps.companyId)}/postings`,
      query,
      retry: 'idempotent',
      signal,
    });
    const page = await parseResponse(response, offsetPageSchema(z.unknown()), 'posting list');
    return {
      ...page,
      content: parseEach(page.content, postingSummarySchema, 'posting'),
      received: page.content.length,
    };
  }

  /** Every posting matching the query, page by page. */
  postingPages(
    query: Omit<Partial<PostingListQuery>, 'offset'> = {},
    signal?: AbortSignal,
  ): AsyncGenerator<PostingSummary[]> {
    return walkOffsetPages((offset) => this.listPostings({ limit: 100, ...query, offset }, signal));
  }

  /** The posting, or null when the platform does not know it. */
  async getPosting(postingId: string, signal?: AbortSignal): Promise<Posting | null> {
    return this.nullWhenMissing(async () => {
      const response = await this.transport.send({
        endpoint: 'GET /v1/companies/:companyId/postings/:postingId',
        path: `/v1/companies/${encodeURIComponent(this.deps.companyId)}/postings/${encodeURIComponent(postingId)}`,
        retry: 'idempotent',
        signal,
      });
      return parseRecord(await parseResponse(response, z.unknown(), 'posting'), postingSchema, 'posting');
    });
  }

  /** The application configuration with its conditionals, labels in `language` when the platform has them. */
  async getConfiguration(
    postingUuid: string,
    options: { language?: string; signal?: AbortSignal } = {},
  ): Promise<ConfigurationEnvelope | null> {
    return this.nullWhenMissing(async () => {
      const response = await this.transport.send({
        endpoint: 'GET /postings/:uuid/configuration',
        path: `/postings/${encodeURIComponent(postingUuid)}/configuration`,
        query: { conditionalsIncluded: true },
        headers: options.language ? { 'accept-language': options.language } : {},
        retry: 'idempotent',
        signal: options.signal,
      });
      return parseResponse(response, configurationEnvelopeSchema, 'configuration');
    });
  }

  /**
   * Sends an application. Retried only when the platform certainly did not process it; any other
   * failure is a PlatformError('outcome_unknown') so the caller reconciles instead of duplicating.
   */
  async createCandidate(
    postingUuid: string,
    application: Application,
    signal?: AbortSignal,
  ): Promise<ApplicationCreated> {
    const response = await this.transport.send({
      endpoint: 'POST /postings/:uuid/candidates',
      path: `/postings/${encodeURIComponent(postingUuid)}/candidates`,
      body: application,
      retry: 'create-once',
      signal,
    });
    return parseResponse(response, applicationCreatedSchema, 'new candidate');
  }

  async getCandidateStatus(
    postingUuid: string,
    candidateId: string,
    signal?: AbortSignal,
  ): Promise<CandidateStatus> {
    const response = await this.transport.send({
      endpoint: 'GET /postings/:uuid/candidates/:candidateId/status',
      path: `/postings/${encodeURIComponent(postingUuid)}/candidates/${encodeURIComponent(candidateId)}/status`,
      retry: 'idempotent',
      signal,
    });
    return (await parseResponse(response, candidateStatusResponseSchema, 'candidate status')).status;
  }

  userPages(filters: { limit?: number; q?: string; updatedAfter?: string } = {}, signal?: AbortSignal) {
    return this.cursorPages(
      'GET /user-api/v201804/users',
      '/user-api/v201804/users',
      userSchema,
      filters,
      signal,
    );
  }
  users(
    filters: { limit?: number; q?: string; updatedAfter?: string } = {},
    signal?: AbortSignal,
  ): AsyncGenerator<User> {
    return walkItems(this.userPages(filters, signal));
  }
  /** One page of users, for a UI that loads more on demand. */
  async userPage(filters: { limit?: number; q?: string; pageId?: string }, signal?: AbortSignal) {
    const { pageId, ...rest } = filters;
    return (
      await this.cursorPage(
        'GET /user-api/v201804/users',
        '/user-api/v201804/users',
        userSchema,
        rest,
        pageId ? { pageId } : {},
        signal,
      )
    ).page;
  }
  candidates(filters: { limit?: number; q?: string } = {}, signal?: AbortSignal) {
    return walkItems(this.cursorPages('GET /candidates', '/candidates', candidateSchema, filters, signal));
  }
  jobs(filters: { limit?: number } = {}, signal?: AbortSignal) {
    return walkItems(this.cursorPages('GET /jobs', '/jobs', jobSchema, filters, signal));
  }
  reviews(filters: { limit?: number } = {}, signal?: AbortSignal) {
    return walkItems(this.cursorPages('GET /reviews', '/reviews', reviewSchema, filters, signal));
  }

  async publishJob(jobId: string, signal?: AbortSignal): Promise<Publication> {
    return this.publication('POST', jobId, signal);
  }
  async unpublishJob(jobId: string, signal?: AbortSignal): Promise<Publication> {
    return this.publication('DELETE', jobId, signal);
  }

  async getOfferDocument(offerId: string, documentId: string, signal?: AbortSignal) {
    const response = await this.transport.send({
      endpoint: 'GET /offers/:offerId/documents/:documentId',
      path: `/offers/${encodeURIComponent(offerId)}/documents/${encodeURIComponent(documentId)}`,
      headers: { accept: 'application/pdf, application/octet-stream, */*' },
      retry: 'idempotent',
      signal,
    });
    return {
      mimeType: response.headers.get('content-type') ?? 'application/octet-stream',
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  /** A report's records as they stream in, each parsed with the contract. */
  async *streamReport<N extends ReportName>(
    name: N,
    signal?: AbortSignal,
  ): AsyncGenerator<z.infer<(typeof reportSchemas)[N]>> {
    const response = await this.transport.send({
      endpoint: 'GET /reporting-api/v201804/reports/:name/data',
      path: `/reporting-api/v201804/reports/${name}/data`,
      headers: { accept: 'application/x-ndjson' },
      retry: 'idempotent',
      signal,
    });
    if (!response.body) return;
    for await (const line of ndjsonLines(response.body)) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      yield parseValue(value, reportSchemas[name], `${name} report line`) as z.infer<
        (typeof reportSchemas)[N]
      >;
    }
  }

  /** A webhook subscription for these events (contract/webhooks.ts); it starts inactive. */
  async createWebhookSubscription(callbackUrl: string, events: string[]): Promise<WebhookSubscription> {
    const response = await this.transport.send({
      endpoint: `POST ${WEBHOOKS_API_PATH}`,
      path: WEBHOOKS_API_PATH,
      body: { callbackUrl, events },
      retry: 'create-once',
    });
    return parseResponse(response, webhookSubscriptionSchema, 'webhook subscription');
  }

  /** Every subscription of the account, page after page (one that cannot be read is left out and logged). */
  async listWebhookSubscriptions(): Promise<WebhookSubscription[]> {
    const all: WebhookSubscription[] = [];
    const pages = walkCursorPages<WebhookSubscription>(async (next) => {
      const response = await this.transport.send({
        endpoint: `GET ${WEBHOOKS_API_PATH}`,
        path: next.link ?? WEBHOOKS_API_PATH,
        query: next.link || !next.pageId ? {} : { pageId: next.pageId },
        retry: 'idempotent',
      });
      const list = await parseResponse(response, webhookSubscriptionListSchema, 'webhook subscription list');
      const content = parseEach(listedItems(list), webhookSubscriptionSchema, 'webhook subscription');
      const nextPageId = Array.isArray(list) ? undefined : list.nextPageId;
      return {
        // Its limit is not said: the page is never taken as short, only its cursor or link end the list.
        page: { limit: content.length, nextPageId, content },
        received: listedItems(list).length,
        link: nextLink(response.headers.get('link')),
      };
    });
    for await (const items of pages) all.push(...items);
    return all;
  }

  async getWebhookSubscription(id: string): Promise<WebhookSubscription | null> {
    return this.nullWhenMissing(async () => {
      const response = await this.transport.send({
        endpoint: `GET ${WEBHOOKS_API_PATH}/:id`,
        path: `${WEBHOOKS_API_PATH}/${encodeURIComponent(id)}`,
        retry: 'idempotent',
      });
      return parseResponse(response, webhookSubscriptionSchema, 'webhook subscription');
    });
  }

  /** Makes the platform post its handshake to the callback; resolves once the subscription is active. */
  async activateWebhookSubscription(id: string): Promise<void> {
    await this.webhookCall('PUT', id, '/activation', 'idempotent');
  }

  /** A new secret key that signs the subscription's notifications (the previous one signs for a day more). */
  async generateWebhookSecretKey(id: string): Promise<string> {
    const response = await this.transport.send({
      endpoint: `POST ${WEBHOOKS_API_PATH}/:id/secret-key`,
      path: `${WEBHOOKS_API_PATH}/${encodeURIComponent(id)}/secret-key`,
      retry: 'create-once',
    });
    return (await parseResponse(response, webhookSecretKeySchema, 'webhook secret key')).secretKey;
  }

  /** Gone already is as good as deleted. */
  async deleteWebhookSubscription(id: string): Promise<void> {
    await this.nullWhenMissing(() => this.webhookCall('DELETE', id, '', 'idempotent'));
  }

  private async webhookCall(method: 'PUT' | 'DELETE', id: string, tail: string, retry: 'idempotent') {
    const response = await this.transport.send({
      endpoint: `${method} ${WEBHOOKS_API_PATH}/:id${tail}`,
      path: `${WEBHOOKS_API_PATH}/${encodeURIComponent(id)}${tail}`,
      retry,
    });
    await response.body?.cancel();
  }

  private async publication(method: 'POST' | 'DELETE', jobId: string, signal?: AbortSignal) {
    const response = await this.transport.send({
      endpoint: `${method} /jobs/:id/publication`,
      path: `/jobs/${encodeURIComponent(jobId)}/publication`,
      retry: 'idempotent',
      signal,
    });
    return parseResponse(response, publicationSchema, 'publication');
  }

  private cursorPages<T extends z.ZodType>(
    endpoint: EndpointKey,
    path: string,
    item: T,
    filters: CursorFilters,
    signal?: AbortSignal,
  ) {
    return walkCursorPages<z.infer<T>>((next) =>
      this.cursorPage(endpoint, path, item, filters, next, signal),
    );
  }

  /** One page: the first from the filters, later ones by pageId (keeping limit and filters) or by Link. */
  private async cursorPage<T extends z.ZodType>(
    endpoint: EndpointKey,
    path: string,
    item: T,
    filters: CursorFilters,
    next: NextPageRequest,
    signal?: AbortSignal,
  ) {
    const response = await this.transport.send({
      endpoint,
      path: next.link ?? path,
      query: next.link ? {} : { ...filters, pageId: next.pageId },
      retry: 'idempotent',
      signal,
    });
    const raw = await parseResponse(response, cursorPageSchema(z.unknown()), `${path} page`);
    const page = { ...raw, content: parseEach(raw.content, item, `${path} item`) as z.infer<T>[] };
    return { page, received: raw.content.length, link: nextLink(response.headers.get('link')) };
  }

  private async nullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (isPlatformError(error, 'not_found')) return null;
      throw error;
    }
  }
}
