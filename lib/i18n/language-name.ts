/**
 * A language's name in another language ("German" in English, "Deutsch" in German), or the code itself
 * when Intl has no name for it or either tag is not one.
 */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}
