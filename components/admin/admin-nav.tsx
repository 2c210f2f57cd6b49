'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const sections = [
  { href: '/admin/applications', label: 'Applications' },
  { href: '/admin/campaigns', label: 'Campaigns' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/health', label: 'Platform health' },
  { href: '/admin/mail', label: 'Mail' },
  { href: '/admin/embed', label: 'Embed' },
  { href: '/admin/erase', label: 'Erase data' },
  { href: '/admin/activity', label: 'Activity' },
] as const;

/** The console's sections; the current one is marked for assistive technology, not by colour alone. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console">
      <ul className="admin-nav">
        {sections.map((section) => {
          const current = pathname === section.href || pathname.startsWith(`${section.href}/`);
          return (
            <li key={section.href}>
              <Link href={section.href} aria-current={current ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
