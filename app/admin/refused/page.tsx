import type { Metadata } from 'next';
import Link from 'next/link';
import { isRefusalReason, refusalMessages } from '@/lib/admin/admin-profile';

export const metadata: Metadata = { title: 'No access' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where a signed-in platform user who is not an active administrator lands: a clear no, and a way out. */
export default async function RefusedPage({ searchParams }: { searchParams: SearchParams }) {
  const { reason } = await searchParams;
  const message = isRefusalReason(reason) ? refusalMessages[reason] : refusalMessages.not_administrator;
  return (
    <section className="admin-narrow" aria-labelledby="refused-title">
      <h1 id="refused-title">You cannot use the staff console</h1>
      <p className="admin-notice admin-notice-error">{message}</p>
      <ul className="admin-links">
        <li>
          <a href="/admin/sign-in/start?prompt=login">Sign in with another platform account</a>
        </li>
        <li>
          <Link href="/">Go to the career site</Link>
        </li>
      </ul>
    </section>
  );
}
