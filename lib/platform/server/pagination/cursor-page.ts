import type { Context } from 'hono';
import { CURSOR_LIMIT_DEFAULT, type CursorPage } from '../../contract';
import { badRequest } from '../http/api-error';
import type { PlatformContext } from '../http/platform-context';
import { digestQuery } from './cursor';

type PageRequest = { limit?: number; pageId?: string };
type Row = { seq: number };

/**
 * Serves one page of a keyset-paginated list ordered by `seq`: rows inserted meanwhile sort last,
 * so walking the pages never skips or repeats an item. Sets the `Link: rel="next"` header as well.
 */
export async function cursorPage<TRow extends Row, TItem>(
  c: Context,
  options: {
    ctx: Pick<PlatformContext, 'cursors' | 'publicUrl' | 'pagination'>;
    endpoint: string;
    request: PageRequest;
    filters: Record<string, unknown>;
    fetchRows: (afterSeq: number, take: number) => Promise<TRow[]>;
    toItem: (row: TRow) => TItem;
  },
): Promise<CursorPage<TItem>> {
  const { request } = options;
  const { cursors: codec, publicUrl, pagination } = options.ctx;
  const digest = digestQuery(options.endpoint, options.filters);
  let limit = request.limit ?? CURSOR_LIMIT_DEFAULT;
  let afterSeq = 0;
  if (request.pageId) {
    const state = codec.decode(digest, request.pageId);
    if (request.limit !== undefined && request.limit !== state.limit) {
      throw badRequest('limit must stay the same across pages', [
        {
          code: 'LIMIT_CHANGED',
          message: `This pageId belongs to pages of ${state.limit} items`,
          field: 'limit',
        },
      ]);
    }
    limit = state.limit;
    afterSeq = state.afterSeq;
  }

  const rows = await options.fetchRows(afterSeq, limit + 1);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextPageId =
    rows.length > limit && last ? codec.encode(digest, { limit, afterSeq: last.seq }) : undefined;

  if (nextPageId) {
    const url = new URL(c.req.path, publicUrl);
    for (const [key, value] of Object.entries(options.filters)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('pageId', nextPageId);
    c.header('Link', `<${url.toString()}>; rel="next"`);
  }
  // "On some endpoints it is instead the next parameter of a Link object" (spec §4.3): the emulator can play that.
  const inBody = nextPageId && pagination.style === 'body-and-link';
  return { limit, ...(inBody ? { nextPageId } : {}), content: pageRows.map(options.toItem) };
}
