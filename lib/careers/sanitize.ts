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
  const hint = newTabHint && `<span class="visually-hidden"> ${escapeHtml(newTabHint)}</span>`;
  // Every link left here opens in a new tab (safeLink): unsafe ones were turned into text.
  return (hint ? html.replaceAll('</a>', `${hint}</a>`) : html).trim();
}

/** Plain text of sanitised HTML, for meta descriptions. */
export function htmlToText(html: string): string {
  return (
    sanitizeHtml(html.replace(/<\/(p|li|h3|h4)>|<br\s*\/?>/gi, ' '), {
      allowedTags: [],
      allowedAttributes: {},
    })
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so "&amp;lt;" stays the text "&lt;".
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
