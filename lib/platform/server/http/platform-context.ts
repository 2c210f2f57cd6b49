import type { PlatformDb } from '../store/db';
import type { Limiter } from '../limits/limiter';
import type { CursorCodec } from '../pagination/cursor';
import type { Faults } from '../emulator/faults';
import type { Counters } from '../emulator/counters';
import type { ConfigurationCache } from '../apply/configuration-cache';
import type { CredentialResolver } from './credentials';
import type { WebhookHub } from '../webhooks/webhook-hub';

/** Everything a route needs, built once by createPlatform and passed down explicitly. */
export type PlatformContext = {
  db: PlatformDb;
  publicUrl: string;
  companyId: string;
  now: () => number;
  limiter: Limiter;
  cursors: CursorCodec;
  faults: Faults;
  counters: Counters;
  configurations: ConfigurationCache;
  credentials: CredentialResolver;
  /** Webhook subscriptions and their notifications (kept through a reset: they are setup, not data). */
  webhooks: WebhookHub;
  reports: { intervalMs: number; lastCall: Map<string, number> };
  /** Where cursor lists put the next-page cursor: body and Link header, or only the Link header (test control). */
  pagination: { style: 'body-and-link' | 'link-only' };
  /** Re-seeds the store and clears in-memory state (test control). */
  reset: () => Promise<void>;
};

/** Who is calling: the API user of spec §5.4, one per credential. */
export type ApiUser = {
  /** The rate-limit identity: `client:<id>`, `service:<name>`, or `anonymous:<address>`. */
  key: string;
  /** A credential was presented but is unknown, expired or revoked. */
  invalidCredential: boolean;
  authenticated: boolean;
  scopes: ReadonlySet<string>;
  clientId?: string;
  accountId?: string;
};

import type { HttpBindings } from '@hono/node-server';

export type PlatformEnv = {
  /** Absent when the app is called in-process (app.request in tests). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    apiUser: ApiUser;
    /** Set by handlers whose body streams: the concurrency slot is freed when the stream ends. */
    streamed?: boolean;
  };
};
