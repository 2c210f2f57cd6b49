import 'server-only';
import { readMailEnv, readSiteEnv } from '@/lib/env';
import { accentColours } from './accent-colours';
import type { DistanceUnit } from './near/distance-unit';
import type { PostingsScope } from './postings-scope';

export type SiteConfig = {
  name: string;
  /** Without a trailing slash. */
  url: string;
  accentColor: string;
  /** Black or white, whichever reads better on the accent colour (buttons). */
  onAccentColor: string;
  /** The accent when it is readable as text on white (WCAG AA), else a dark neutral. */
  linkColor: string;
  /** The focus ring's colour: the accent, unless it is too pale to see (accent-colours.ts). */
  focusColor: string;
  logoPath: string;
  logoUrl: string;
  /** The posting custom field holding pay (id or label), see pay-custom-field.ts. */
  payField: string;
  /** Whether posting pages link the platform's referral page (SITE_REFERRALS). */
  referrals: boolean;
  /** The unit distances are stated and searched in (SITE_DISTANCE_UNIT). */
  distanceUnit: DistanceUnit;
  /** Which of the account's postings this site shows (SITE_POSTINGS_FILTER). */
  postingsScope: PostingsScope;
  /** Where people report accessibility problems: an email address or a URL. */
  accessibilityContact: string;
  /** Where people ask about their data, on /privacy. */
  privacyContact: string;
  /** The employer's own privacy policy, when configured. */
  privacyPolicyUrl?: string;
};

let cached: SiteConfig | undefined;

/** The site's settings from the environment, read once. */
export function getSiteConfig(): SiteConfig {
  if (cached) return cached;
  const env = readSiteEnv();
  const accent = env.SITE_ACCENT_COLOR;
  const { onAccent, link, focus } = accentColours(accent);
  cached = {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    accentColor: accent,
    onAccentColor: onAccent,
    linkColor: link,
    focusColor: focus,
    logoPath: env.SITE_LOGO_PATH,
    logoUrl: `${env.SITE_URL}${env.SITE_LOGO_PATH}`,
    payField: env.SITE_PAY_FIELD,
    referrals: env.SITE_REFERRALS,
    distanceUnit: env.SITE_DISTANCE_UNIT,
    postingsScope: env.SITE_POSTINGS_FILTER,
    // Unset, the address candidates already get mail from: someone there reads what comes back.
    accessibilityContact: env.SITE_ACCESSIBILITY_CONTACT ?? addressOf(readMailEnv().MAIL_FROM),
    privacyContact: env.SITE_PRIVACY_CONTACT ?? addressOf(readMailEnv().MAIL_FROM),
    ...(env.SITE_PRIVACY_POLICY_URL ? { privacyPolicyUrl: env.SITE_PRIVACY_POLICY_URL } : {}),
  };
  return cached;
}

/** "Careers <careers@acme.example>" → "careers@acme.example". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
