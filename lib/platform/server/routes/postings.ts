import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { CUSTOM_FIELD_PARAM, postingListQuerySchema, type PostingSummary } from '../../contract';
import { notFound } from '../http/api-error';
import { defineEndpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import { parseQueryValues, queryValues } from '../http/parse-query';
import type { PlatformContext, PlatformEnv } from '../http/platform-context';
import { escapeLike } from '../store/escape-like';
import { postings } from '../store/schema';
import { searchWords } from '@/lib/search-words';

/** A list item: the detail less what the platform serves only on the detail (`active`, the ad, the URLs). */
function toSummary(row: typeof postings.$inferSelect): PostingSummary {
  const {
    jobAd: _jobAd,
    applyUrl: _applyUrl,
    postingUrl: _postingUrl,
    referralUrl: _referralUrl,
    ...summary
  } = row.document;
  return summary;
}

/** Words past this many add nothing a candidate meant; each is one more condition to check. */
const MAX_SEARCH_WORDS = 8;

/**
 * `q`, as the platform documents it: a "full-text search query based on a job title, location". Each
 * word must appear in the title or the place, in any order ("react frontend" finds "Frontend Engineer
 * (React)", "engineer germany" the engineers in Germany), not the whole phrase as typed.
 */
function matchesEveryWord(q: string): SQL | undefined {
  const words = searchWords(q).slice(0, MAX_SEARCH_WORDS);
  const place = sql`${postings.document}->'location'->>'fullLocation'`;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(postings.name, pattern), ilike(postings.city, pattern), sql`${place} ilike ${pattern}`);
    }),
  );
}

/** `custom_field.<fieldId>=<valueId>` pairs, apart from the other (strictly checked) parameters. */
function splitCustomFieldFilters(query: Record<string, string>) {
  const rest: Record<string, string> = {};
  const customFields: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    const match = CUSTOM_FIELD_PARAM.exec(key);
    if (match?.[1]) customFields.push([match[1], value]);
    else rest[key] = value;
  }
  return { rest, customFields };
}

/** Public job listings, with the offset pagination the spec calls "a different technique" (§4.6). */
export function registerPostingRoutes(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/v1/companies/:companyId/postings',
    scope: null,
    handler: async (c) => {
      if (pathParam(c, 'companyId') !== ctx.companyId) throw notFound('Company');
      const { rest, customFields } = splitCustomFieldFilters(queryValues(c));
      const query = parseQueryValues(rest, postingListQuerySchema);
      const filters: SQL[] = [eq(postings.active, true)];
      const words = query.q ? matchesEveryWord(query.q) : undefined;
      if (words) filters.push(words);
      if (query.country) filters.push(eq(postings.countryCode, query.country));
      if (query.region) filters.push(ilike(postings.region, escapeLike(query.region)));
      if (query.city) filters.push(ilike(postings.city, escapeLike(query.city)));
      if (query.department) filters.push(eq(postings.departmentId, query.department));
      if (query.language)
        filters.push(inArray(postings.languageCode, query.language.toLowerCase().split(',')));
      // INTERNAL postings are for employees; this company publishes every posting publicly.
      if (query.destination === 'INTERNAL') filters.push(sql`false`);
      for (const [fieldId, valueId] of customFields)
        filters.push(
          sql`${postings.document}->'customField' @> ${JSON.stringify([{ fieldId, valueId }])}::jsonb`,
        );
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(postings)
          .where(where)
          .orderBy(desc(postings.releasedDate), asc(postings.seq))
          .limit(query.limit)
          .offset(query.offset),
        ctx.db.select({ value: count() }).from(postings).where(where),
      ]);
      return c.json({
        limit: query.limit,
        offset: query.offset,
        totalFound: total?.value ?? 0,
        content: rows.map(toSummary),
      });
    },
  });

  defineEndpoint(app, ctx, {
    method: 'GET',
    path: '/v1/companies/:companyId/postings/:postingId',
    scope: null,
    handler: async (c) => {
      if (pathParam(c, 'companyId') !== ctx.companyId) throw notFound('Company');
      const postingId = pathParam(c, 'postingId');
      const column = /^\d+$/.test(postingId) ? postings.id : postings.uuid;
      const [row] = await ctx.db.select().from(postings).where(eq(column, postingId));
      if (!row) throw notFound('Posting');
      return c.json({ ...row.document, active: row.active });
    },
  });
}
