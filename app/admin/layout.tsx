import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import '@/components/admin/admin.css';
import { readAdminSession } from '@/lib/admin/require-admin';
import { getSiteConfig } from '@/lib/careers/site';
import { signOutAction } from './actions';

export const metadata: Metadata = {
  title: { default: 'Staff console', template: '%s · Staff console' },
  robots: { index: false, follow: false },
};

/** The console's chrome. It shows who is signed in; each page still checks the session itself. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await readAdminSession();
  return (
    <div className="admin-shell">
      <a className="admin-skip-link" href="#admin-main">
        Skip to main content
      </a>
      <AdminHeader
        siteName={getSiteConfig().name}
        userName={session?.name ?? null}
        signOutAction={signOutAction}
      />
      <main id="admin-main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}
