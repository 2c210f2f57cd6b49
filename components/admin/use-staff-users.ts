'use client';

import useSWRInfinite from 'swr/infinite';
import type { StaffUser, StaffUserPage } from '@/lib/admin/platform-users';

export class UsersRequestError extends Error {
  constructor(readonly status: number) {
    super(status === 401 ? 'Your session has ended.' : 'The users could not be loaded.');
  }
}

async function fetchPage(url: string): Promise<StaffUserPage> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new UsersRequestError(response.status);
  return (await response.json()) as StaffUserPage;
}

/**
 * The platform's users page by page through the route handler's cursor. Pages are merged by id, so
 * a user never shows twice even if the platform's pages overlap while users change.
 */
export function useStaffUsers(q: string, firstPage: StaffUserPage | null) {
  const getKey = (index: number, previous: StaffUserPage | null) => {
    if (previous && !previous.nextPageId) return null;
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (index > 0 && previous?.nextPageId) params.set('pageId', previous.nextPageId);
    return `/api/admin/users?${params}`;
  };
  const swr = useSWRInfinite(getKey, fetchPage, {
    fallbackData: firstPage ? [firstPage] : undefined,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const pages = swr.data ?? [];
  const seen = new Map<string, StaffUser>();
  for (const page of pages) for (const user of page.users) if (!seen.has(user.id)) seen.set(user.id, user);
  const hasMore = pages.length === 0 || Boolean(pages.at(-1)?.nextPageId);
  const loadingMore = swr.isLoading || (swr.size > 0 && pages.length < swr.size);
  return {
    users: [...seen.values()],
    hasMore,
    loadingMore,
    error: swr.error as UsersRequestError | undefined,
    loadMore: () => swr.setSize(swr.size + 1),
  };
}
