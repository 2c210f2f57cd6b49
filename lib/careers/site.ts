import 'server-only';
import { readMailEnv, readSiteEnv } from '@/lib/env';

export type SiteConfig = {
  name: string;
  /** Without a trailing slash. */
  url: string;
  accentColor: string;
  /** Black or white, whichever reads better on the accent colour (buttons). */
  onAccentColor: string;
  /** The accent when it is readable as text on white (WCAG AA), else a dark neutral. */
  linkColor: string;
  logoPath: string;
  logoUrl: string;
  /** The posting custom field holding pay (id or label), see pay-custom-field.ts. */
  payField: string;
  /** Where people report accessibility problems: an email address or a URL. */
  accessibilityContact: string;
};

let cached: SiteConfig | undefined;

/** The site's settings from the environment, read once. */
export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const env = readSiteEnv();
  const accent = env.SITE_ACCENT_COLOR;
  cached = {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    accentColor: accent,
    onAccentColor:
      contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#111111') ? '#ffffff' : '#111111',
    linkColor: contrastRatio(accent, '#ffffff') >= 4.5 ? accent : '#1b1f24',
    logoPath: env.SITE_LOGO_PATH,
    logoUrl: `${env.SITE_URL}${env.SITE_LOGO_PATH}`,
    payField: env.SITE_PAY_FIELD,
    // Unset, the address candidates already get mail from: someone there reads what comes back.
    accessibilityContact: env.SITE_ACCESSIBILITY_CONTACT ?? addressOf(readMailEnv().MAIL_FROM),
  };
  return cached;
}

/** "Careers <careers@acme.example>" → "careers@acme.example". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
