import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import styles from '@/components/site/site-shell.module.css';
import { SkipLink } from '@/components/site/skip-link';
import { getSiteConfig } from '@/lib/careers/site';

const MAIN_ID = 'main-content';

/** The candidate pages' chrome; the embed routes render the same journeys without it. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const site = getSiteConfig();
  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader siteName={site.name} logoPath={site.logoPath} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter siteName={site.name} />
    </div>
  );
}
