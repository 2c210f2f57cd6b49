import { getTranslations } from 'next-intl/server';
import { applicationCopy } from '@/lib/careers/status/application-copy';
import { isTokenShaped, statusRequestDeps } from '@/lib/careers/status/status-request-deps';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

// A bearer link: nothing about it may be cached by browsers or proxies, or indexed.
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * "Download a copy" on the status page: what the site keeps about this application, as a JSON file, with
 * a line in the candidate's language saying what it is. The status link is the only credential.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const copy = isTokenShaped(token)
    ? await applicationCopy(await statusRequestDeps(), token, new Date())
    : null;
  if (!copy) return new Response('Not found\n', { status: 404, headers: privateHeaders });
  const language = copy.application.language;
  const t = await getTranslations({
    locale: isLocale(language) ? language : defaultLocale,
    namespace: 'status',
  });
  const file = { about: t('copyAbout', { site: copy.site.name }), ...copy };
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      ...privateHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="application-${copy.madeAt.slice(0, 10)}.json"`,
    },
  });
}
