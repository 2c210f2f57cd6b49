import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf, isLocale, defaultLocale } from '@/lib/i18n/locales';
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
  variable: '--font-latin',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

// Arabic, which Fira Sans has not (IBM Plex Sans Arabic, SIL Open Font License, from @fontsource): used
// by the Arabic pages only (globals.css), and only for Arabic letters (its range), so no other page
// downloads it; not preloaded.
const plexArabic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  // Only its own name in the stack: the Latin face and its fallbacks follow it (globals.css).
  adjustFontFallback: false,
  variable: '--font-arabic',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFC',
    },
  ],
});

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteConfig();
  const t = await getTranslations('meta');
  const siteTitle = t('siteTitle', { siteName: site.name });
  return {
    metadataBase: new URL(site.url),
    // Next fills `%s` with each page's own title; the phrase around it is the page language's.
    title: { default: siteTitle, template: t('pageTitle', { page: '%s', siteName: site.name }) },
    description: t('description', { siteName: site.name }),
    applicationName: siteTitle,
    icons: { icon: site.logoPath },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: every page carries this request's CSP nonce (proxy.ts), which a page built
  // once at build time could not.
  await connection();
  const site = getSiteConfig();
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const messages = clientMessages(await getMessages());
  // The accent colour comes from the environment; every style reads it through these variables.
  const theme = {
    '--accent': site.accentColor,
    '--on-accent': site.onAccentColor,
    '--link': site.linkColor,
    '--focus': site.focusColor,
  } as CSSProperties;
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={`${firaSans.variable} ${plexArabic.variable}`}
      style={theme}
    >
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
