/**
 * A label from the platform's form: its Markdown the server already rendered and sanitised
 * (lib/careers/sanitize.ts), plain text otherwise. Only server-made HTML ever reaches
 * dangerouslySetInnerHTML here. Its language is the employer's, which may not be the page's (the
 * platform translates labels only where it has them): `bdi` sets its direction by its own text, so an
 * English question on an Arabic page ends with its question mark.
 */
export function LabelHtml({ html, text }: { html?: string; text: string }) {
  return html ? <bdi dangerouslySetInnerHTML={{ __html: html }} /> : <bdi>{text}</bdi>;
}
