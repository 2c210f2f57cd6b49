import { hasControls } from '@/lib/without-controls';
import { isStorableText } from './text-rules';
export type Tracking = Record<string, string>;

/**
 * Campaign tracking (utm_*, source) stays on the site's own record; it reaches the platform only as the
 * documented `sourceDetails` ids, through the employer's mapping (./source-mapping.ts).
 */
const TRACKING_KEY = /^(utm_[a-z_]{1,30}|source)$/;
export const isTrackingKey = (key: string) => TRACKING_KEY.test(key);
const MAX_VALUE_LENGTH = 500;
/** More keys than any real campaign uses; a page stuffed with parameters cannot grow the application. */
const MAX_KEYS = 20;
/** How a tracking value travels in the apply form: `tracking.utm_source`. */
export const TRACKING_FIELD_PREFIX = 'tracking.';

/**
 * Campaign tracking from untrusted pairs (a page's query, hidden form fields): only `utm_*` and `source`
 * keys, values trimmed, cut to 500 characters, empty ones and everything else dropped. The first value
 * of a repeated key wins. Never throws.
 */
export function pickTracking(entries: Iterable<[string, unknown]>): Tracking {
  const tracking: Tracking = {};
  let count = 0;
  for (const [key, raw] of entries) {
    if (count >= MAX_KEYS) break;
    if (!isTrackingKey(key) || Object.hasOwn(tracking, key)) continue;
    const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
    if (typeof first !== 'string') continue;
    // Cut by whole characters. Control characters (a NUL) or broken text name no campaign, and the
    // database would refuse them: a link made to carry them must not stop anyone applying.
    const value = [...first.trim()].slice(0, MAX_VALUE_LENGTH).join('').trim();
    if (!value || hasControls(value) || !isStorableText(value)) continue;
    tracking[key] = value;
    count++;
  }
  return tracking;
}

/** A value a campaign names itself by ("partner-page", "spring_2027", "newsletter.12"). */
const CAMPAIGN_ID = /^[\w.-]{1,50}$/;

/**
 * The tracking a mailed link may carry: identifiers only. Anyone can ask for a "finish later" mail to any
 * address from a page whose address they wrote, and the mail's text shows its link whole, so free text
 * ("Your account is locked, call …") would reach a stranger in a mail from the employer's domain.
 */
export function mailableTracking(tracking: Tracking): Tracking {
  return Object.fromEntries(Object.entries(tracking).filter(([, value]) => CAMPAIGN_ID.test(value)));
}

/** Tracking as hidden fields of the apply form (name → value). */
export function trackingFields(tracking: Tracking): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tracking).map(([key, value]) => [`${TRACKING_FIELD_PREFIX}${key}`, value]),
  );
}

/** The campaign tracking among the apply form's hidden fields (`tracking.utm_source`…); empty when none. */
export function trackingFromFormData(formData: FormData): Tracking {
  const entries: [string, unknown][] = [];
  try {
    for (const [name, value] of formData.entries()) {
      if (name.startsWith(TRACKING_FIELD_PREFIX))
        entries.push([name.slice(TRACKING_FIELD_PREFIX.length), value]);
    }
  } catch {
    return {};
  }
  return pickTracking(entries);
}

/** The campaign tracking in a page's address (`/jobs/…?utm_source=…`, or its query alone); empty when none. */
export function trackingFromPath(path: string): Tracking {
  const query = path.indexOf('?');
  return query === -1 ? {} : pickTracking(new URLSearchParams(path.slice(query)));
}

/** Tracking as one line for staff (console, CSV): `utm_source=newsletter; utm_campaign=spring`. */
export const trackingText = (tracking: Tracking): string =>
  Object.entries(tracking)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
