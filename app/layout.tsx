import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import type { CSSProperties, ReactNode } from 'react';
import { getSiteConfig } from '@/lib/careers/site';
import './globals.css';

// Self-hosted (SIL Open Font License, app/fonts/FiraSans-OFL.txt): no request leaves the site.
const firaSans = localFont({
  src: [
    { path: './fonts/FiraSans-Regular.woff2', weight: '400', style: 'normal' },
    { path: './fonts/FiraSans-Medium.woff2', weight: '500', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export function generateMetadata(): Metadata {
  const site = getSiteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: `Careers at ${site.name}`, template: `%s · Careers at ${site.name}` },
    description: `Open positions at ${site.name}.`,
    applicationName: `Careers at ${site.name}`,
    icons: { icon: site.logoPath },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: every page carries this request's CSP nonce (proxy.ts), which a page built
  // once at build time could not.
  await connection();
  const site = getSiteConfig();
  // The accent colour comes from the environment; every style reads it through these variables.
  const theme = {
    '--accent': site.accentColor,
    '--on-accent': site.onAccentColor,
    '--link': site.linkColor,
  } as CSSProperties;
  return (
    <html lang="en" className={firaSans.variable} style={theme}>
      <body>{children}</body>
    </html>
  );
}
