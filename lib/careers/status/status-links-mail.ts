import { escapeHtml } from '@/lib/security/escape-html';
import { htmlDocument, paragraph } from '../mail/mail-html';
import type { MailWords } from '../mail/mail-words';

/** One application in the mail: its job (null once the job is no longer listed), day and status link. */
export type LinkedApplication = { jobTitle: string | null; sentOn: string; statusUrl: string };

export type StatusLinksMailInput = {
  words: MailWords;
  siteName: string;
  /** Newest first. */
  applications: LinkedApplication[];
  /** How many the address has in all, when that is more than the mail lists. */
  total: number;
  /** The page of them all, and of the copy of everything kept under the address (address-link.ts). */
  allPageUrl: string;
};

/**
 * "The links to your applications", asked for on /applications. It goes to whatever address was typed,
 * so it quotes nothing that was typed: only what the site itself knows of that address's applications,
 * which only its inbox sees.
 */
export function composeStatusLinksMail({
  words,
  siteName,
  applications,
  total,
  allPageUrl,
}: StatusLinksMailInput) {
  const items = applications.map(({ jobTitle, sentOn, statusUrl }) => ({
    statusUrl,
    values: { jobTitle: jobTitle ?? words.text('statusLinksUnlisted'), date: sentOn },
  }));
  const more = total > applications.length;
  const listed = { count: applications.length, total };
  const text = [
    words.text('greeting'),
    '',
    words.text('statusLinksAsked', { siteName }),
    words.text(more ? 'statusLinksNewest' : 'statusLinksAll', listed),
    '',
    ...items.flatMap(({ values, statusUrl }) => [words.text('statusLinksItem', values), statusUrl, '']),
    words.text('statusLinksAllPage'),
    allPageUrl,
    '',
    words.text('statusLinksKeep'),
    words.text('statusLinksNotYou'),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  const list = items
    .map(
      ({ values, statusUrl }) =>
        `<li>${words.html('statusLinksItem', values)} — <a href="${escapeHtml(statusUrl)}">${words.html('confirmationFollowLink')}</a></li>`,
    )
    .join('');
  const html = htmlDocument(words.locale, [
    paragraph(words.html('greeting')),
    paragraph(words.html('statusLinksAsked', { siteName })),
    paragraph(words.html(more ? 'statusLinksNewest' : 'statusLinksAll', listed)),
    `<ul>${list}</ul>`,
    paragraph(words.html('statusLinksAllPage')),
    paragraph(`<a href="${escapeHtml(allPageUrl)}">${words.html('statusLinksAllPageLink')}</a>`),
    paragraph(words.html('statusLinksKeep')),
    paragraph(words.html('statusLinksNotYou')),
    paragraph(words.html('signature', { siteName })),
  ]);
  return { subject: words.text('statusLinksSubject', { siteName }), text, html };
}

/**
 * The same ask from an address that sent no application the site keeps, but has confirmed job alerts:
 * the link to the page of everything kept under it, where its alerts are, a copy of it all, and deleting
 * it. An address with neither gets nothing, so the look-up still says nothing about who is here.
 */
export function composeAlertsOnlyLinksMail({
  words,
  siteName,
  allPageUrl,
}: Pick<StatusLinksMailInput, 'words' | 'siteName' | 'allPageUrl'>) {
  const lines = ['statusLinksAlertsAsked', 'statusLinksAlertsPage'] as const;
  const text = [
    words.text('greeting'),
    '',
    ...lines.map((key) => words.text(key, { siteName })),
    allPageUrl,
    '',
    words.text('statusLinksAlertsKeep'),
    words.text('statusLinksAlertsNotYou'),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  const html = htmlDocument(words.locale, [
    paragraph(words.html('greeting')),
    ...lines.map((key) => paragraph(words.html(key, { siteName }))),
    paragraph(`<a href="${escapeHtml(allPageUrl)}">${words.html('statusLinksAlertsPageLink')}</a>`),
    paragraph(words.html('statusLinksAlertsKeep')),
    paragraph(words.html('statusLinksAlertsNotYou')),
    paragraph(words.html('signature', { siteName })),
  ]);
  return { subject: words.text('statusLinksAlertsSubject', { siteName }), text, html };
}
