import type { Metadata } from 'next';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { EmbedBridge } from '@/components/embed/embed-bridge';
import styles from '@/components/embed/embed.module.css';
import { themeStyle } from '@/lib/embed/embed-theme';
import { requestEmbedParams } from '@/lib/embed/request-embed-params';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The job pages inside an employer's iframe: no site header or footer, the employer's theme, and the
 * bridge that sizes the frame. The query comes from proxy.ts (layouts get no searchParams).
 */
export default async function EmbedLayout({ children }: { children: ReactNode }) {
  const params = await requestEmbedParams();
  return (
    <div className={styles.root} style={themeStyle(params.theme) as CSSProperties}>
      <Suspense fallback={null}>
        <EmbedBridge hostOrigin={params.hostOrigin ?? null} />
      </Suspense>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
