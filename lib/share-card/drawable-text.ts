/**
 * A line of text as the share card can draw it with its fonts (`draws`), or undefined when it cannot.
 * Emoji and other symbols the fonts lack are left out; a letter, digit or currency sign they lack (a
 * title in Chinese, pay in rupees) leaves the whole line out, since half a title would misname the job
 * and pay without its currency would misstate it. Never a character the renderer would go and fetch a
 * glyph for.
 */
export function drawableText(text: string, draws: (codePoint: number) => boolean): string | undefined {
  let kept = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (/\s/u.test(char)) kept += ' ';
    else if (draws(code)) kept += char;
    else if (/[\p{L}\p{N}\p{Sc}]/u.test(char)) return undefined;
  }
  const line = kept.replace(/ {2,}/g, ' ').trim();
  return line || undefined;
}
