import type { Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/security/escape-html';
import { htmlDocument, paragraph } from './mail-html';
import { mailSafeName } from './mail-safe-name';
import { mailWords } from './mail-words';

/**
 * What the confirmation email says, in the language the candidate applied in; plain text first, HTML as
 * the same words with one link. `statusUrl` is the status page in that language.
 */
export type ConfirmationInput = {
  locale: Locale;
  siteName: string;
  jobTitle: string;
  firstName: string;
  statusUrl: string;
};

/**
 * The mail quotes nothing a candidate typed except a name that is plainly a name (mailSafeName): it goes
 * to whatever address the form was given, so it must never be usable to send someone else a message.
 */
export function composeConfirmation(input: ConfirmationInput) {
  const words = mailWords(input.locale);
  const name = mailSafeName(input.firstName);
  const { siteName, jobTitle } = input;
  const subject = words.text('confirmationSubject', { jobTitle });
  const text = [
    name ? words.text('greetingNamed', { name }) : words.text('greeting'),
    '',
    words.text('confirmationThanks', { jobTitle, siteName }),
    '',
    words.text('confirmationFollow'),
    input.statusUrl,
    '',
    words.text('confirmationKeepLink'),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  const paragraphs = [
    name ? words.html('greetingNamed', { name }) : words.html('greeting'),
    words.html('confirmationThanks', { jobTitle, siteName }),
    `<a href="${escapeHtml(input.statusUrl)}">${words.html('confirmationFollowLink')}</a>`,
    words.html('confirmationKeepLink'),
    words.html('signature', { siteName }),
  ];
  return { subject, text, html: htmlDocument(input.locale, paragraphs.map(paragraph)) };
}
