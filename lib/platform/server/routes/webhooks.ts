import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { WEBHOOKS_API_PATH } from '../../contract/webhooks';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { readJson } from '../http/read-json';
import type { StoredSubscription } from '../webhooks/webhook-hub';

/** Event names as the platform spells them: `application.status.updated`, `job.ad.postings.updated`. */
const eventNamePattern = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;
const createSchema = z.strictObject({
  callbackUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).max(2000),
  events: z
    .array(
      z.union([
        z.string().regex(eventNamePattern),
        z.strictObject({
          name: z.string().regex(eventNamePattern),
          version: z.string().min(1).max(20).optional(),
        }),
      ]),
    )
    .min(1)
    .max(50),
  // Documented options this platform accepts and does not use.
  alertingEmailAddress: z.email().optional(),
  callbackAuthentication: z.record(z.string(), z.unknown()).optional(),
});

/** A subscription as the API shows it: never its keys. */
const shown = ({ id, callbackUrl, events, status }: StoredSubscription) => ({
  id,
  callbackUrl,
  events,
  status,
});

/** The Webhooks API (contract/webhooks.ts), for credentials holding `webhooks_manage`. */
export function registerWebhookRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  const subscription = (c: Context) => {
    const found = ctx.webhooks.get(pathParam(c, 'id'));
    if (!found) throw notFound('Subscription');
    return found;
  };

  defineEndpoint(app, ctx, {
    method: 'POST',
    path: WEBHOOKS_API_PATH,
    scope: 'webhooks_manage',
    handler: async (c) => {
      const { callbackUrl, events } = await readJson(c, createSchema);
      const named = events.map((event) =>
        typeof event === 'string'
          ? { name: event, version: 'v1' }
          : { name: event.name, version: event.version ?? 'v1' },
      );
      return c.json(shown(await ctx.webhooks.create(callbackUrl, named)), 201);
    },
  });

  // A bare list, as one public sample shows it (the site also reads `{ content }`).
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: WEBHOOKS_API_PATH,
    scope: 'webhooks_manage',
    handler: (c) => c.json(ctx.webhooks.all().map(shown)),
  });

  defineEndpoint(app, ctx, {
    method: 'GET',
    path: `${WEBHOOKS_API_PATH}/:id`,
    scope: 'webhooks_manage',
    handler: (c) => c.json(shown(subscription(c))),
  });

  defineEndpoint(app, ctx, {
    method: 'DELETE',
    path: `${WEBHOOKS_API_PATH}/:id`,
    scope: 'webhooks_manage',
    handler: async (c) => {
      if (!(await ctx.webhooks.remove(pathParam(c, 'id')))) throw notFound('Subscription');
      return c.body(null, 204);
    },
  });

  defineEndpoint(app, ctx, {
    method: 'PUT',
    path: `${WEBHOOKS_API_PATH}/:id/activation`,
    scope: 'webhooks_manage',
    handler: async (c) => {
      const failure = await ctx.webhooks.activate(subscription(c));
      if (failure) throw badRequest(failure, [{ code: 'HANDSHAKE_FAILED', message: failure }]);
      return c.body(null, 204);
    },
  });

  defineEndpoint(app, ctx, {
    method: 'POST',
    path: `${WEBHOOKS_API_PATH}/:id/secret-key`,
    scope: 'webhooks_manage',
    handler: async (c) => c.json({ secretKey: await ctx.webhooks.newSecretKey(subscription(c)) }, 201),
  });

  defineEndpoint(app, ctx, {
    method: 'GET',
    path: `${WEBHOOKS_API_PATH}/:id/secret-key`,
    scope: 'webhooks_manage',
    handler: (c) => {
      const secretKey = ctx.webhooks.currentKey(subscription(c));
      if (!secretKey) throw new ApiError(404, 'The subscription has no secret key');
      return c.json({ secretKey });
    },
  });
}
