import { mailSafeName } from './mail-safe-name';

/** What the confirmation email says; plain text first, HTML as the same words with one link. */
export type ConfirmationInput = { siteName: string; jobTitle: string; firstName: string; statusUrl: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The mail quotes nothing a candidate typed except a name that is plainly a name (mailSafeName): it goes
 * to whatever address the form was given, so it must never be usable to send someone else a message.
 */
export function composeConfirmation(input: ConfirmationInput) {
  const name = mailSafeName(input.firstName);
  const subject = `Your application for ${input.jobTitle}`;
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `thank you for applying for ${input.jobTitle} at ${input.siteName}. We have received your application.`,
    '',
    'You can follow its status at any time here:',
    input.statusUrl,
    '',
    'Keep this link to yourself: anyone who has it can see the status of your application.',
    '',
    `— The ${input.siteName} hiring team`,
  ].join('\n');
  const paragraphs = [
    name ? `Hello ${escapeHtml(name)},` : 'Hello,',
    `thank you for applying for <strong>${escapeHtml(input.jobTitle)}</strong> at ${escapeHtml(input.siteName)}. We have received your application.`,
    `<a href="${escapeHtml(input.statusUrl)}">Follow the status of your application</a>`,
    'Keep this link to yourself: anyone who has it can see the status of your application.',
    `— The ${escapeHtml(input.siteName)} hiring team`,
  ];
  const html = `<!doctype html><html lang="en"><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  return { subject, text, html };
}
