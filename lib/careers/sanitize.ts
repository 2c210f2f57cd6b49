import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../security/escape-html';

const LINK_REL = 'noopener noreferrer nofollow';
const SAFE_HREF = /^(https?:|mailto:)/i;

/** A link keeps its href only for web and mail addresses; anything else becomes its plain text. */
function safeLink(newTab: boolean): sanitizeHtml.Transformer {
  return (_tagName, attribs) => {
    const href = attribs.href?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} };
    return { tagName: 'a', attribs: { href, rel: LINK_REL, ...(newTab ? { target: '_blank' } : {}) } };
  };
}

const shared: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags are dropped, their text kept.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'template'],
};

const adOptions: sanitizeHtml.IOptions = {
  ...shared,
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  transformTags: {
    a: safeLink(false),
    // The page owns h1 (the title) and h2 (section titles): an ad's headings sit below them.
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
  },
};

/** A job ad section's HTML, reduced to text formatting, lists, sub-headings and safe links. */
export function sanitizeJobAdHtml(html: string): string {
  return sanitizeHtml(html, adOptions).trim();
}

const inlineOptions: sanitizeHtml.IOptions = {
  ...shared,
  allowedTags: ['strong', 'em', 'a', 'code', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // In the middle of a form, a link must not navigate away from what the candidate typed.
  transformTags: { a: safeLink(true), b: 'strong', i: 'em' },
};

const inlineMarkdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * A question, field or consent label that may contain Markdown, as safe inline HTML: bold, italics,
 * code, line breaks and web/mail links (opening in a new tab, which `newTabHint` tells screen readers,
 * as the form's own links do). Anything else is reduced to its text.
 */
export function renderInlineMarkdown(label: string, newTabHint?: string): string {
  const html = sanitizeHtml(inlineMarkdown.parseInline(label, { async: false }) as string, inlineOptions);
  // Every link left here opens in a new tab (safeLink): unsafe ones were turned into text.
  return (newTabHint ? withNewTabHint(html, newTabHint) : html).trim();
}

/** `lang`: the page's, where the links sit in text of another language (a German ad on an English page). */
const withNewTabHint = (html: string, hint: string, lang?: string) =>
  html.replaceAll(
    '</a>',
    `<span class="visually-hidden"${lang ? ` lang="${escapeHtml(lang)}"` : ''}> ${escapeHtml(hint)}</span></a>`,
  );

/**
 * An ad's sanitised HTML (sanitizeJobAdHtml) for the embed: its links open in a new tab, said to screen
 * readers by `newTabHint`. In the frame itself, a link would leave the candidate before a page that most
 * likely refuses to be framed, with no way back but the host page's. Every `<a ` in sanitised HTML is a
 * tag (text has its `<` escaped).
 */
export function adLinksInNewTab(html: string, newTabHint: string, hintLang?: string): string {
  return withNewTabHint(html.replaceAll('<a ', '<a target="_blank" '), newTabHint, hintLang);
}

const BLOCK_END = /<\/(p|li|h[1-6]|dt|dd|div|blockquote)>|<br\s*\/?>/gi;
/** Punctuation that already ends a sentence or introduces what follows, in the scripts the site serves. */
const SENTENCE_END = /[.!?…:;。！？؟]$/u;

/** Plain text of sanitised HTML, for meta descriptions and link previews: one line, its blocks kept apart. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/\s+/g, ' ').replace(BLOCK_END, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so "&amp;lt;" stays the text "&lt;".
    .replace(/&amp;/g, '&');
  const blocks = text
    .split('\n')
    .map((block) => block.trim())
    .filter(Boolean);
  // A heading or a list item has no full stop of its own: a link preview would run it into the next.
  return blocks.reduce(
    (joined, block) => (joined ? `${joined}${SENTENCE_END.test(joined) ? ' ' : ' · '}${block}` : block),
    '',
  );
}

/**
 * Text cut to at most `max` characters for a preview, at a word where one is near, so a link preview
 * never ends mid-word or on a dangling separator.
 */
export function shortened(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const endsAWord = /\s/u.test(characters[max - 1]!);
  const atWord = endsAWord ? cut : cut.replace(/[\s·]+\S*$/u, '');
  return `${(atWord.length >= max * 0.6 ? atWord : cut).replace(/[\s·,;:]+$/u, '')}…`;
}
