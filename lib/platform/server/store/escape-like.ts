/** Escapes LIKE wildcards so a search term matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
