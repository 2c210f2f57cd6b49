/** The header through which proxy.ts hands the request's nonce to the pages (Next reads the CSP itself). */
export const NONCE_HEADER = 'x-nonce';

/**
 * Every page's Content-Security-Policy. Scripts run only with this request's nonce, and what they load
 * ('strict-dynamic': Next's chunks, the ALTCHA widget) — no host list to bypass, no inline handler.
 * Workers may come from the site or a blob (the widget's proof-of-work). Framing is `'none'` except on
 * the embed routes, which pass their allowed employer origins.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  /** React's development build evaluates code; never in production. */
  development: boolean;
}): string {
  const script = [
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    ...(options.development ? ["'unsafe-eval'"] : []),
  ];
  return [
    `frame-ancestors ${options.frameAncestors.length > 0 ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `script-src ${script.join(' ')}`,
    "worker-src 'self' blob:",
  ].join('; ');
}

/** 128 random bits, base64: unguessable and fresh for every response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
