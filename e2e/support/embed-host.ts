import { createServer, type Server } from 'node:http';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
export const siteOrigin = `http://localhost:${sitePort}`;
/** The employer page the site allows (playwright.config.ts puts it in EMBED_ALLOWED_ORIGINS). */
export const allowedHostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? sitePort + 1);

/** Records the loader's events on the page, for the test to read. */
const recorder = `<script>
  window.careersEvents = [];
  for (const type of ['careers:ready', 'careers:resize', 'careers:submitted', 'careers:error'])
    document.addEventListener(type, (event) =>
      window.careersEvents.push({ type, id: event.target.id, detail: event.detail }));
</script>`;

/** An employer's page: its own heading, the given body, the loader. */
export function hostPage(body: string, { loaderTwice = false } = {}): string {
  const loader = `<script src="${siteOrigin}/embed.js" async></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme partner page</title></head>
<body><main><h1>Work with us</h1>${recorder}${body}</main>${loader}${loaderTwice ? loader : ''}</body></html>`;
}

export type EmbedHost = { origin: string; pages: Map<string, string>; close: () => Promise<void> };

/** A static server on 127.0.0.1 (another origin than the site's localhost); port 0 picks a free one. */
export async function startEmbedHost(port: number): Promise<EmbedHost> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://host').pathname);
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${actual}`,
    pages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
