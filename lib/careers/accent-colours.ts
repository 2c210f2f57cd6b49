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

/** The page's two backgrounds (globals.css --surface, --surface-muted): a focus ring is drawn on either. */
const BACKGROUNDS = ['#ffffff', '#f5f7fa'];

/**
 * The colours that go with an accent (`#rrggbb`): text on it, white or near-black, whichever reads
 * better; links, the accent itself when it reads as text on white (AA, 4.5), else near-black; and the
 * focus ring, the accent when it stands out from both backgrounds (3:1, WCAG 1.4.11), else near-black, so
 * a pale brand colour never hides where the keyboard is.
 * Pure, so the site's pages, the embed's theme and the console's snippet builder share it.
 */
export function accentColours(accent: string): { onAccent: string; link: string; focus: string } {
  return {
    onAccent: contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#111111') ? '#ffffff' : '#111111',
    link: contrastRatio(accent, '#ffffff') >= 4.5 ? accent : '#1b1f24',
    focus: BACKGROUNDS.every((background) => contrastRatio(accent, background) >= 3) ? accent : '#1b1f24',
  };
}
