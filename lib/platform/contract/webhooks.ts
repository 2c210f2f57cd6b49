import { z } from 'zod';

/**
 * The platform's Webhooks API (its documentation: "Webhooks", "Activating webhook subscriptions",
 * "Generate a secret key for a webhook subscription"). A subscription names a callback URL and events;
 * it starts inactive, and activation makes the platform post an `X-Hook-Secret` header to the callback,
 * which must answer 200 with the same header. Notifications are then posted with the event in headers
 * (`event-name`, `event-version`, `event-id`, `link` to the entity) and a small JSON body, signed when the
 * subscription has a secret key (webhook-signature.ts). The receiver answers 202.
 */
export const WEBHOOKS_API_PATH = '/webhooks-api/v201907/subscriptions';

/** The one event this site subscribes to: a candidate's application moved on. */
export const STATUS_EVENT = 'application.status.updated';

/** The header the activation handshake carries and expects back. */
export const HOOK_SECRET_HEADER = 'x-hook-secret';

export const webhookHeaders = {
  signature: 'smartrecruiters-signature',
  timestamp: 'smartrecruiters-timestamp',
  eventId: 'event-id',
  eventName: 'event-name',
  eventVersion: 'event-version',
  link: 'link',
} as const;

/** Events are documented both as names and as `{ name, version }` objects; both are read as names. */
const eventSchema = z.union([z.string().min(1), z.object({ name: z.string().min(1) }).loose()]);
export const eventName = (event: z.infer<typeof eventSchema>) =>
  typeof event === 'string' ? event : event.name;

/** A subscription as the platform answers it (create, read): `status` is `inactive` until activated. */
export const webhookSubscriptionSchema = z
  .object({
    id: z.string().min(1),
    callbackUrl: z.string().min(1),
    events: z.array(eventSchema).default([]),
    status: z.string().optional(),
  })
  .loose();
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/**
 * One page of the account's subscriptions. Public samples disagree: a bare list, or a page
 * `{ content: [...] }` as the platform's other lists are read; both are taken. The SDK pages the list by
 * `pageId` (10 a page by default): the next page is named by `nextPageId` or the `Link` header, as for
 * candidates. Items are read one by one (the client's parseEach).
 */
export const webhookSubscriptionListSchema = z.union([
  z.array(z.unknown()),
  z.object({ content: z.array(z.unknown()), nextPageId: z.string().min(1).optional() }).loose(),
]);
export const listedItems = (list: z.infer<typeof webhookSubscriptionListSchema>): unknown[] =>
  Array.isArray(list) ? list : list.content;

/** The answer to generating a secret key. */
export const webhookSecretKeySchema = z.object({ secretKey: z.string().min(1) }).loose();

/**
 * Which candidate a notification is about. The documented sample body is `{"job_id":…,"candidate_id":…}`;
 * camel-case keys and the `link` header (`<…/candidates/{id}/jobs/{jobId}>; rel=self`) are read too,
 * because the notification only says "look again": the site then asks the platform itself.
 */
export function notifiedCandidateId(body: unknown, link: string | null): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['candidate_id', 'candidateId']) {
      const value = record[key];
      if (typeof value === 'string' && value.length > 0 && value.length <= 200) return value;
    }
  }
  const fromLink = link?.match(/\/candidates\/([^/?#>]{1,200})/);
  if (!fromLink) return null;
  try {
    return decodeURIComponent(fromLink[1]!);
  } catch {
    return null; // a broken %-escape names no candidate
  }
}
