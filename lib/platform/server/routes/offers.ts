import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { offerDocuments } from '../store/schema';

export function registerOfferRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/offers/:offerId/documents/:documentId',
    scope: 'offers_read',
    produces: ['application/pdf', 'application/octet-stream', 'application/json'],
    handler: async (c) => {
      const [document] = await ctx.db
        .select()
        .from(offerDocuments)
        .where(
          and(
            eq(offerDocuments.offerId, pathParam(c, 'offerId')),
            eq(offerDocuments.id, pathParam(c, 'documentId')),
          ),
        );
      if (!document) throw notFound('Offer document');
      const fileName = document.fileName.replace(/["\\\r\n]/g, '_');
      return c.body(new Uint8Array(document.bytes).buffer, 200, {
        'Content-Type': document.mimeType,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  });
}
