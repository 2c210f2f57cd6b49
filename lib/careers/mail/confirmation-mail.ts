/** What the confirmation email says; plain text first, HTML as the same words with one link. */
export type ConfirmationInput = { siteName: string; jobTitle: string; firstName: string; statusUrl: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function composeConfirmation(input: ConfirmationInput) {
  const subject = `Your application for ${input.jobTitle}`;
  const text = [
    `Hello ${input.firstName},`,
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
    `Hello ${escapeHtml(input.firstName)},`,
    `thank you for applying for <strong>${escapeHtml(input.jobTitle)}</strong> at ${escapeHtml(input.siteName)}. We have received your application.`,
    `<a href="${escapeHtml(input.statusUrl)}">Follow the status of your application</a>`,
    'Keep this link to yourself: anyone who has it can see the status of your application.',
    `— The ${escapeHtml(input.siteName)} hiring team`,
  ];
  const html = `<!doctype html><html lang="en"><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  return { subject, text, html };
}
