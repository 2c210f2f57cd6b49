import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HOOK_SECRET_HEADER, STATUS_EVENT, webhookHeaders } from '../../contract/webhooks';
import { signatureHeader } from '../../contract/webhook-signature';
import type { PlatformDb } from '../store/db';
import { meta } from '../store/schema';

export type StoredSubscription = {
  id: string;
  callbackUrl: string;
  events: { name: string; version: string }[];
  status: 'inactive' | 'active';
  /** Newest last; a replaced key signs for a day more, as the platform documents. */
  keys: { secretKey: string; retiredAt?: number }[];
};

export type Notification = { event: string; body: Record<string, unknown>; link: string };

const STORE_KEY = 'webhooks.subscriptions';
/** The platform waits this long for the handshake's answer (its docs: 20 seconds). */
const HANDSHAKE_TIMEOUT_MS = 20_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** A failed notification is sent again after these pauses, then given up. */
const RETRY_PAUSES_MS = [2_000, 10_000];
const RETIRED_KEY_VALID_MS = 24 * 3_600_000;
/** The documented limit on keys that have not expired. */
const MAX_KEYS = 16;

/**
 * The embedded platform's webhooks: subscriptions (kept in the store, so they outlive restarts), the
 * activation handshake, secret keys, and signed notifications posted to active subscribers.
 */
export class WebhookHub {
  private subscriptions: StoredSubscription[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: PlatformDb,
    private readonly now: () => number,
  ) {}

  async load(): Promise<void> {
    const [row] = await this.db.select().from(meta).where(eq(meta.key, STORE_KEY));
    this.subscriptions = row ? (JSON.parse(row.value) as StoredSubscription[]) : [];
  }

  /** Every subscription, active or not (the API's list, tests). */
  all(): readonly StoredSubscription[] {
    return this.subscriptions;
  }

  get(id: string): StoredSubscription | undefined {
    return this.subscriptions.find((subscription) => subscription.id === id);
  }

  async create(callbackUrl: string, events: StoredSubscription['events']): Promise<StoredSubscription> {
    const subscription: StoredSubscription = {
      id: randomUUID(),
      callbackUrl,
      events,
      status: 'inactive',
      keys: [],
    };
    this.subscriptions.push(subscription);
    await this.save();
    return subscription;
  }

  async remove(id: string): Promise<boolean> {
    const before = this.subscriptions.length;
    this.subscriptions = this.subscriptions.filter((subscription) => subscription.id !== id);
    await this.save();
    return this.subscriptions.length < before;
  }

  /**
   * Posts a one-time `X-Hook-Secret` to the callback; the subscription becomes active only when the
   * callback answers 200 with the same header. Returns why not otherwise.
   */
  async activate(subscription: StoredSubscription): Promise<string | null> {
    const secret = randomBytes(16).toString('hex');
    let answer: Response;
    try {
      answer = await fetch(subscription.callbackUrl, {
        method: 'POST',
        headers: { [HOOK_SECRET_HEADER]: secret },
        redirect: 'manual',
        signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS),
      });
      await answer.body?.cancel();
    } catch {
      return 'The callback URL did not answer the handshake';
    }
    if (answer.status !== 200 || answer.headers.get(HOOK_SECRET_HEADER) !== secret)
      return `The callback URL answered the handshake with ${answer.status} and without the same ${HOOK_SECRET_HEADER}`;
    subscription.status = 'active';
    await this.save();
    return null;
  }

  async newSecretKey(subscription: StoredSubscription): Promise<string> {
    const at = this.now();
    for (const key of subscription.keys) key.retiredAt ??= at;
    const secretKey = randomBytes(16).toString('base64url');
    subscription.keys = [...this.liveKeys(subscription), { secretKey }].slice(-MAX_KEYS);
    await this.save();
    return secretKey;
  }

  currentKey(subscription: StoredSubscription): string | undefined {
    return subscription.keys.at(-1)?.secretKey;
  }

  /** Posts the notification to every active subscriber of its event; returns at once. */
  notify(notification: Notification): void {
    for (const subscription of this.subscriptions) {
      const event = subscription.events.find((each) => each.name === notification.event);
      if (subscription.status !== 'active' || !event) continue;
      const delivery = this.deliver(subscription, event.version, notification).finally(() =>
        this.pending.delete(delivery),
      );
      this.pending.add(delivery);
    }
  }

  /** Resolves when every notification sent so far has been delivered or given up (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private liveKeys(subscription: StoredSubscription) {
    const at = this.now();
    return subscription.keys.filter(
      (key) => key.retiredAt === undefined || at - key.retiredAt < RETIRED_KEY_VALID_MS,
    );
  }

  private async deliver(subscription: StoredSubscription, version: string, notification: Notification) {
    const body = JSON.stringify(notification.body);
    const parts = {
      timestamp: String(Math.floor(this.now() / 1000)),
      body,
      eventId: randomUUID(),
      eventName: notification.event,
      eventVersion: version,
      link: notification.link,
    };
    const keys = this.liveKeys(subscription).map((key) => key.secretKey);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [webhookHeaders.timestamp]: parts.timestamp,
      [webhookHeaders.eventId]: parts.eventId,
      [webhookHeaders.eventName]: parts.eventName,
      [webhookHeaders.eventVersion]: parts.eventVersion,
      [webhookHeaders.link]: parts.link,
      ...(keys.length > 0 ? { [webhookHeaders.signature]: signatureHeader(keys, parts) } : {}),
    };
    for (const pause of [0, ...RETRY_PAUSES_MS]) {
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause).unref());
      try {
        const answer = await fetch(subscription.callbackUrl, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.ok) return;
      } catch {
        // Unreachable or too slow: sent again after the next pause.
      }
    }
    console.error(`[platform] a ${notification.event} notification was not accepted by its subscriber`);
  }

  private async save(): Promise<void> {
    const value = JSON.stringify(this.subscriptions);
    await this.db
      .insert(meta)
      .values({ key: STORE_KEY, value })
      .onConflictDoUpdate({ target: meta.key, set: { value } });
  }
}

/**
 * The notification of a candidate's application moving on, in the documented sample's shape (snake-case
 * ids), linking the status the subscriber then reads.
 */
export function statusNotification(
  publicUrl: string,
  candidate: { id: string; postingUuid: string; jobId: string },
): Notification {
  return {
    event: STATUS_EVENT,
    body: { job_id: candidate.jobId, candidate_id: candidate.id },
    link: `<${publicUrl}/postings/${candidate.postingUuid}/candidates/${candidate.id}/status>; rel=self`,
  };
}
