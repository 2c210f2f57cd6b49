import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/security/escape-html';
import { htmlDocument, paragraph } from '../mail/mail-html';
import { mailSafeName } from '../mail/mail-safe-name';
import { mailWords } from '../mail/mail-words';
import type { StatusStepId } from './status-steps';

/** What the mail says when an application moves on, in the language the candidate applied in. */
export type StatusUpdateInput = {
  locale: Locale;
  siteName: string;
  jobTitle: string;
  firstName: string;
  step: StatusStepId;
  submittedAt: Date;
  /** The status page in that language. */
  statusUrl: string;
  /** The page that stops these mails for this application. */
  stopUrl: string;
};

/**
 * The subject names the job, not the step: an inbox's list should not be where a candidate reads that
 * they were not selected. As the confirmation does, it quotes nothing typed but a plain name.
 */
export function composeStatusUpdate(input: StatusUpdateInput) {
  const words = mailWords(input.locale);
  const name = mailSafeName(input.firstName);
  const { siteName, jobTitle, step } = input;
  const date = formatDate(input.submittedAt.toISOString(), input.locale);
  const subject = words.text('updateSubject', { jobTitle });
  const text = [
    name ? words.text('greetingNamed', { name }) : words.text('greeting'),
    '',
    words.text('updateStep', { step: { choice: step }, jobTitle, date }),
    '',
    words.text('updateFollow'),
    input.statusUrl,
    '',
    words.text('updateWhy'),
    words.text('updateStopText', { url: input.stopUrl }),
    '',
    words.text('signature', { siteName }),
  ].join('\n');
  const paragraphs = [
    name ? words.html('greetingNamed', { name }) : words.html('greeting'),
    words.html('updateStep', { step: { choice: step }, jobTitle, date }),
    `<a href="${escapeHtml(input.statusUrl)}">${words.html('updateFollowLink')}</a>`,
    `${words.html('updateWhy')} <a href="${escapeHtml(input.stopUrl)}">${words.html('updateStopLink')}</a>`,
    words.html('signature', { siteName }),
  ];
  return { subject, text, html: htmlDocument(input.locale, paragraphs.map(paragraph)) };
}
