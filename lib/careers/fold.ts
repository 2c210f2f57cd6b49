/** Text as a search compares it: case and accents do not matter, so "zurich" finds "Zürich". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
