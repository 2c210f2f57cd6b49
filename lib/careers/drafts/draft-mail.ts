import { escapeHtml } from '@/lib/security/escape-html';
import { htmlDocument, paragraph } from '../mail/mail-html';
import type { MailWords } from '../mail/mail-words';

/**
 * The "finish later" mail, in the language of the page it was asked for on. It quotes nothing that was
 * typed (not even the job's answers): it goes to whatever address was entered, and must not be usable
 * to send someone a message.
 */
export type DraftMailInput = { siteName: string; jobTitle: string; finishUrl: string; words: MailWords };

export function composeDraftMail({ siteName, jobTitle, finishUrl, words }: DraftMailInput) {
  const subject = words.text('draftSubject', { siteName });
  const text = [
    words.text('draftHello'),
    '',
    words.text('draftIntro', { jobTitle, siteName }),
    words.text('draftWorks'),
    finishUrl,
    '',
    words.text('draftNotYou'),
    '',
    words.text('draftSignoff', { siteName }),
  ].join('\n');
  const html = htmlDocument(
    words.locale,
    [
      words.html('draftHello'),
      words.html('draftIntro', { jobTitle, siteName }),
      words.html('draftLink', {}, { link: (chunks) => `<a href="${escapeHtml(finishUrl)}">${chunks}</a>` }),
      words.html('draftWorks'),
      words.html('draftNotYou'),
      words.html('draftSignoff', { siteName }),
    ].map(paragraph),
  );
  return { subject, text, html };
}
