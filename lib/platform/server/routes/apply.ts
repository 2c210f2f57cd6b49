import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { applicationSchema, type ApplicationCreated } from '../../contract';
import { findUnstorableText } from '../apply/unstorable-text';
import { validateApplication } from '../apply/validate-application';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import { parseQuery } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { readJson } from '../http/read-json';
import { candidateFiles, candidates } from '../store/schema';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const configurationQuerySchema = z.strictObject({
  conditionalsIncluded: z.enum(['true', 'false']).optional(),
});

/** The apply interface (spec §4): configuration, new candidate, candidate status. */
export function registerApplyRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/postings/:uuid/configuration',
    scope: 'candidate_applications_manage',
    handler: async (c) => {
      const query = parseQuery(c, configurationQuerySchema);
      const text = await ctx.configurations.render(
        pathParam(c, 'uuid'),
        c.req.header('accept-language'),
        query.conditionalsIncluded === 'true',
      );
      if (text === null) throw notFound('Posting');
      return c.body(text, 200, { 'Content-Type': 'application/json' });
    },
  });

  defineEndpoint(app, ctx, {
    method: 'POST',
    path: '/postings/:uuid/candidates',
    scope: 'candidate_applications_manage',
    // Checked as the body streams in, so an oversized upload is refused without buffering it.
    middleware: [
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError(413, 'The body is larger than 10 MB');
        },
      }),
    ],
    handler: async (c) => {
      const uuid = pathParam(c, 'uuid');
      const posting = await ctx.configurations.get(uuid);
      if (!posting) throw notFound('Posting');
      const application = await readJson(c, applicationSchema);
      if (!posting.active)
        throw badRequest('This posting no longer takes applications', [
          { code: 'POSTING_CLOSED', message: 'The posting is not published' },
        ]);
      const unstorable = findUnstorableText(application);
      if (unstorable.length > 0)
        throw badRequest('The application contains text that cannot be stored', unstorable);
      const { errors, files } = await validateApplication(posting.body, application);
      if (errors.length > 0)
        throw badRequest(
          `The application is invalid: ${errors.map((e) => e.field ?? e.code).join(', ')}`,
          errors,
        );

      const id = randomUUID();
      const now = new Date(ctx.now());
      const { resume: _r, avatar: _a, attachments: _t, firstName, lastName, email, ...rest } = application;
      await ctx.db.transaction(async (tx) => {
        await tx.insert(candidates).values({
          id,
          postingUuid: uuid,
          jobId: posting.jobId,
          firstName,
          lastName,
          email,
          status: 'NEW',
          application: {
            ...rest,
            files: files.map(({ kind, file }) => ({
              kind,
              fileName: file.fileName,
              mimeType: file.mimeType,
            })),
          },
          createdOn: now,
          updatedOn: now,
        });
        if (files.length > 0) {
          await tx.insert(candidateFiles).values(
            files.map(({ kind, file }) => ({
              candidateId: id,
              kind,
              fileName: file.fileName,
              mimeType: file.mimeType,
              bytes: file.bytes,
            })),
          );
        }
      });
      const created: ApplicationCreated = {
        id,
        createdOn: now.toISOString(),
        candidatePortalUrl: `${ctx.publicUrl}/candidate-portal/${id}`,
      };
      return c.json(created, 201);
    },
  });

  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/postings/:uuid/candidates/:candidateId/status',
    scope: 'candidate_applications_manage',
    handler: async (c) => {
      const [row] = await ctx.db
        .select({ status: candidates.status })
        .from(candidates)
        .where(
          and(
            eq(candidates.postingUuid, pathParam(c, 'uuid')),
            eq(candidates.id, pathParam(c, 'candidateId')),
          ),
        );
      if (!row) throw notFound('Candidate');
      return c.json({ status: row.status });
    },
  });
}
