import { z } from 'zod';
import { accentColours } from '@/lib/careers/accent-colours';

/** An employer's look for the embedded pages, from the iframe's query (validated: never raw CSS). */
export type EmbedTheme = { accent?: string; font?: string; radius?: number };

/** Families every browser knows; anything else must be a plain family name (letters, digits, spaces, hyphens). */
const GENERIC_FONTS = new Set([
  'system-ui',
  'sans-serif',
  'serif',
  'monospace',
  'ui-sans-serif',
  'ui-serif',
  'ui-rounded',
]);
const FONT_NAME = /^[A-Za-z][A-Za-z0-9 -]{0,39}$/;

// A bad value is dropped (the site's own look is used), never an error: the query is the host page's.
const themeSchema = z.object({
  accent: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((colour) => colour.toLowerCase())
    .optional()
    .catch(undefined),
  font: z
    .string()
    .trim()
    .refine((font) => GENERIC_FONTS.has(font) || FONT_NAME.test(font))
    .transform((font) => font.replace(/\s+/g, ' '))
    .optional()
    .catch(undefined),
  radius: z.coerce.number().int().min(0).max(24).optional().catch(undefined),
});

export function parseEmbedTheme(raw: { accent?: string; font?: string; radius?: string }): EmbedTheme {
  const parsed = themeSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as EmbedTheme;
}

/** The theme as query pairs, in a fixed order (links inside the embed carry it along). */
export function themeQuery(theme: EmbedTheme): [string, string][] {
  const pairs: [string, string][] = [];
  if (theme.accent) pairs.push(['accent', theme.accent]);
  if (theme.font) pairs.push(['font', theme.font]);
  if (theme.radius !== undefined) pairs.push(['radius', String(theme.radius)]);
  return pairs;
}

/**
 * CSS custom properties for the theme. Safe to put in a style attribute because every value was
 * validated above: a colour, a quoted plain family name or a generic one, a whole number of pixels.
 */
export function themeStyle(theme: EmbedTheme): Record<string, string> {
  const style: Record<string, string> = {};
  if (theme.accent) {
    const { onAccent, link, focus } = accentColours(theme.accent);
    style['--accent'] = theme.accent;
    style['--on-accent'] = onAccent;
    style['--link'] = link;
    style['--focus'] = focus;
  }
  if (theme.font) {
    const family = GENERIC_FONTS.has(theme.font) ? theme.font : `"${theme.font}"`;
    style['--embed-font'] = `${family}, var(--font-sans), system-ui, sans-serif`;
  }
  if (theme.radius !== undefined) style['--radius'] = `${theme.radius}px`;
  return style;
}
