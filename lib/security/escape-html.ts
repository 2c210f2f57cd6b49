/** Text made safe to put between HTML tags or in a quoted attribute: the five special characters as references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
