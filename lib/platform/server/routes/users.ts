import { and, asc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { userListQuerySchema, type User } from '../../contract';
import { ApiError, notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { parseQuery } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { escapeLike } from '../store/escape-like';
import { cursorPage } from '../pagination/cursor-page';
import { users } from '../store/schema';

/** Built-in roles carry a name (one documented variant); a custom role comes as `{id}` (the other). */
const ROLE_NAMES: Record<string, string> = {
  ADMINISTRATOR: 'Administrator',
  RESTRICTED: 'Restricted',
  STANDARD: 'Standard',
};

export function toUser(row: typeof users.$inferSelect): User {
  const roleName = ROLE_NAMES[row.systemRole];
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    active: row.active,
    systemRole: { id: row.systemRole, ...(roleName ? { name: roleName } : {}) },
    updatedOn: row.updatedOn.toISOString(),
    language: { code: row.language },
    ...(row.ssoLoginMode ? { ssoLoginMode: row.ssoLoginMode as User['ssoLoginMode'] } : {}),
    // As documented: access groups by id only, no name.
    ...(row.accessGroups ? { accessGroups: row.accessGroups.map(({ id }) => ({ id })) } : {}),
  };
}

export function registerUserRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/user-api/v201804/users',
    scope: 'users_read',
    handler: async (c) => {
      const { limit, pageId, ...filters } = parseQuery(c, userListQuerySchema);
      const page = await cursorPage(c, {
        ctx,
        endpoint: 'users',
        request: { limit, pageId },
        filters,
        fetchRows: (afterSeq, take) => {
          const where: SQL[] = [gt(users.seq, afterSeq)];
          if (filters.q) {
            const pattern = `%${escapeLike(filters.q)}%`;
            where.push(
              or(
                ilike(users.firstName, pattern),
                ilike(users.lastName, pattern),
                ilike(users.email, pattern),
              )!,
            );
          }
          if (filters.updatedAfter) where.push(gt(users.updatedOn, new Date(filters.updatedAfter)));
          return ctx.db
            .select()
            .from(users)
            .where(and(...where))
            .orderBy(asc(users.seq))
            .limit(take);
        },
        toItem: toUser,
      });
      return c.json(page);
    },
  });

  // The signed-in staff member behind an authorization-code token (the admin console's profile).
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/user-api/v201804/users/me',
    scope: null,
    handler: async (c) => {
      const user = c.get('apiUser');
      if (!user.authenticated) throw new ApiError(401, 'Authentication required: send a Bearer token');
      if (!user.accountId) throw new ApiError(403, 'This endpoint needs a token issued to a signed-in user');
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.accountId));
      if (!row) throw notFound('User');
      return c.json(toUser(row));
    },
  });
}
