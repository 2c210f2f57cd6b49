/** The options of the embed snippet builder, validated as the loader validates its data attributes. */
export type EmbedOptions = {
  kind: 'jobs' | 'posting';
  postingId?: string;
  accent?: string;
  font?: string;
  radius?: number;
};

export const embedFonts = [
  'system-ui',
  'Georgia',
  'Verdana',
  'Arial',
  'Helvetica',
  'Times New Roman',
] as const;

const attribute = (name: string, value: string) =>
  ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/** The HTML an employer pastes: the placeholder element and the loader script. Unsafe values are left out. */
export function buildEmbedSnippet(siteUrl: string, options: EmbedOptions): string {
  let attributes = attribute('data-careers-embed', options.kind);
  if (options.kind === 'posting' && options.postingId && /^[\w-]{1,100}$/.test(options.postingId))
    attributes += attribute('data-posting', options.postingId);
  if (options.accent && /^#[0-9a-fA-F]{6}$/.test(options.accent))
    attributes += attribute('data-accent', options.accent.toLowerCase());
  if (options.font && (embedFonts as readonly string[]).includes(options.font))
    attributes += attribute('data-font', options.font);
  if (
    options.radius !== undefined &&
    Number.isInteger(options.radius) &&
    options.radius >= 0 &&
    options.radius <= 24
  )
    attributes += attribute('data-radius', `${options.radius}px`);
  return `<div${attributes}></div>\n<script src="${siteUrl}/embed.js" async></script>`;
}

/** The embedded page the snippet shows, for the live preview. */
export function embedPreviewPath(options: EmbedOptions): string {
  return options.kind === 'posting' && options.postingId
    ? `/embed/jobs/${encodeURIComponent(options.postingId)}`
    : '/embed/jobs';
}
