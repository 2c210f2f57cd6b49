import createNextIntlPlugin from 'next-intl/plugin';

/** Headers every route carries. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // The position only for the site's own pages ("Jobs near me" on the job list, which keeps it in the
  // browser); never for a frame, nor anyone else's script.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), interest-cohort=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/**
 * No page may be framed, except the embed routes. The Content-Security-Policy (framing and the script
 * nonce) is set per request by proxy.ts (lib/security/content-security-policy.ts).
 */
const framingForbidden = [{ key: 'X-Frame-Options', value: 'DENY' }];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // proxy.ts sees the router's own requests as they are (its `rsc` header and `_rsc` query): the page
  // cache must never answer one of those with HTML.
  skipProxyUrlNormalize: true,
  // The container image (Dockerfile) runs the self-contained server; `npm start` keeps `next start`.
  ...(process.env.NEXT_OUTPUT === 'standalone'
    ? {
        output: 'standalone',
        // Read from disk when the database opens, and when a share card is drawn (lib/share-card), so
        // the file tracer cannot see them.
        outputFileTracingIncludes: {
          '/*': ['./lib/db/migrations/**/*'],
          '/share-cards/**': [
            './node_modules/@fontsource/fira-sans/files/fira-sans-*-normal.woff',
            './node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-*-normal.woff',
            './node_modules/@fontsource/ibm-plex-sans-hebrew/files/ibm-plex-sans-hebrew-hebrew-*-normal.woff',
          ],
        },
      }
    : {}),
  // A resume and a photo of up to 2 MB each, plus the answers, in one multipart post (default: 1 MB).
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  // `npm test` typechecks the whole repository once (tsc); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The embedded platform lives in lib/platform/server and is never bundled into the site.
  serverExternalPackages: ['@electric-sql/pglite'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Every path but /embed and /embed/… (e2e/embed.spec.ts checks both sides).
      { source: '/:path((?!embed(?:/|$)).*)', headers: framingForbidden },
      // The loader is fetched by employers' pages: short-lived, so a fix reaches them within minutes.
      {
        source: '/embed.js',
        headers: [
          { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
          { key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=86400' },
        ],
      },
    ];
  },
};

// next-intl: the candidate pages' translations (lib/i18n/request.ts picks the request's language).
export default createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Catalogues compiled at build time: the browser gets the formatter without the ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
