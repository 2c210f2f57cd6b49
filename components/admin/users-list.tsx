'use client';

import { useEffect, useRef } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import { AdminTable } from './admin-table';
import type { StaffUserPage } from '@/lib/admin/platform-users';
import { ActiveBadge, RoleBadge } from './user-badges';
import { useStaffUsers } from './use-staff-users';

/** The users table with "Load more" and, for mouse and touch users, loading as the end comes into view. */
export function UsersList({ q, firstPage }: { q: string; firstPage: StaffUserPage | null }) {
  const { users, hasMore, loadingMore, error, loadMore } = useStaffUsers(q, firstPage);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loadingMore && !error;
  // Before its code runs a click would do nothing: the button waits for it.
  const running = useHydrated();

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, loadMore]);

  return (
    <>
      <p role="status" className="admin-count">
        {users.length} user{users.length === 1 ? '' : 's'} shown{hasMore ? '' : ' — that is everyone'}
        {q ? ` matching “${q}”` : ''}.
      </p>
      <AdminTable caption={`Platform users${q ? ` matching “${q}”` : ''}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-user-id={user.id}>
              <th scope="row">{user.name}</th>
              <td className="admin-mono">{user.email}</td>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td>
                <ActiveBadge active={user.active} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {error ? (
        <p className="admin-notice admin-notice-error" role="alert">
          {error.message}{' '}
          {error.status === 401 ? (
            <a href="/admin/sign-in?callbackUrl=%2Fadmin%2Fusers">Sign in again</a>
          ) : null}
        </p>
      ) : null}
      <div ref={sentinel} className="admin-pager">
        {hasMore ? (
          <button
            type="button"
            className="admin-button"
            onClick={() => void loadMore()}
            disabled={loadingMore || !running}
          >
            {loadingMore ? 'Loading…' : 'Load more users'}
          </button>
        ) : null}
      </div>
    </>
  );
}
