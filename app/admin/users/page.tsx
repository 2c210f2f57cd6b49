import type { Metadata } from 'next';
import { UsersList } from '@/components/admin/users-list';
import { staffUserPage, userPageQuerySchema, type StaffUserPage } from '@/lib/admin/platform-users';
import { requireAdmin } from '@/lib/admin/require-admin';

export const metadata: Metadata = { title: 'Users' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function UsersPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).q;
  const q = userPageQuerySchema.shape.q.safeParse(Array.isArray(raw) ? raw[0] : raw).data ?? '';
  const session = await requireAdmin(`/admin/users${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  // The first page is rendered on the server (it shows without JavaScript); later pages come from SWR.
  const firstPage: StaffUserPage | null = await staffUserPage(session.accessToken, {
    q: q || undefined,
  }).catch(() => null);
  return (
    <>
      <h1>Platform users</h1>
      <form method="get" action="/admin/users" className="admin-filters" role="search">
        <label>
          Search users
          <input type="search" name="q" defaultValue={q} placeholder="Name or email" />
        </label>
        <button type="submit" className="admin-button">
          Search
        </button>
      </form>
      <UsersList key={q} q={q} firstPage={firstPage} />
    </>
  );
}
