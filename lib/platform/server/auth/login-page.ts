import { createHash } from 'node:crypto';

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2230}',
  'main{max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0003}',
  'h1{font-size:1.5rem;margin:0 0 1rem}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:.25rem}',
  'input:focus,button:focus{outline:3px solid #2563eb;outline-offset:2px}',
  'button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.25rem;cursor:pointer}',
  '.alert{margin:0 0 1rem;padding:.75rem;border-left:4px solid #b91c1c;background:#fef2f2;color:#7f1d1d}',
  '.alert:empty{display:none}',
].join('');

/** No script at all; the only inline content is this stylesheet, allowed by its hash. */
export const LOGIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The shared page shell; `body` is trusted HTML, so callers escape what they interpolate. */
export function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The staff sign-in form; `error` is announced through the alert region and tied to the fields. */
export function renderLoginPage(options: { action: string; email?: string; error?: string }): string {
  const { action, email = '', error } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return renderPage(
    error ? 'Error: Sign in – Recruiting platform' : 'Sign in – Recruiting platform',
    `<h1>Sign in</h1>
<div class="alert" id="form-error" role="alert">${error ? escapeHtml(error) : ''}</div>
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A dead end with a way forward, e.g. an expired sign-in request. */
export function renderMessagePage(title: string, message: string): string {
  return renderPage(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
