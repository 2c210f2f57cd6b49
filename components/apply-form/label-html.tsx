/**
 * A label whose Markdown the server already rendered and sanitised (lib/careers/sanitize.ts); plain
 * text otherwise. Only server-made HTML ever reaches dangerouslySetInnerHTML here.
 */
export function LabelHtml({ html, text }: { html?: string; text: string }) {
  return html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : <>{text}</>;
}
