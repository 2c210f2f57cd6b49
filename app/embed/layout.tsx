import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { EmbedBridge } from '@/components/embed/embed-bridge';
import styles from '@/components/embed/embed.module.css';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { parseEmbedParams } from '@/lib/embed/embed-params';
import { themeStyle } from '@/lib/embed/embed-theme';
import { EMBED_QUERY_HEADER } from '@/lib/embed/frame-policy';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The job pages inside an employer's iframe: no site header or footer, the employer's theme, and the
 * bridge that sizes the frame. The query comes from proxy.ts (layouts get no searchParams).
 */
export default async function EmbedLayout({ children }: { children: ReactNode }) {
  const query = (await headers()).get(EMBED_QUERY_HEADER) ?? '';
  const params = parseEmbedParams(new URLSearchParams(query), getEmbedAllowedOrigins());
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
