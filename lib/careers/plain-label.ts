/** A Markdown label as plain words (for announcements and the error summary): link text kept, marks dropped. */
export function plainLabel(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .trim();
}
