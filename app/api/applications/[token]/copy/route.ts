import { getTranslations } from 'next-intl/server';
import { applicationCopy } from '@/lib/careers/status/application-copy';
import { copyDownload, copyNotFound } from '@/lib/careers/status/copy-download';
import { isTokenShaped, statusRequestDeps } from '@/lib/careers/status/status-request-deps';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * "Download a copy" on the status page: what the site keeps about this application, as a JSON file, with
 * a line in the candidate's language saying what it is. The status link is the only credential.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const copy = isTokenShaped(token)
    ? await applicationCopy(await statusRequestDeps(), token, new Date())
    : null;
  if (!copy) return copyNotFound();
  const language = copy.application.language;
  const t = await getTranslations({
    locale: isLocale(language) ? language : defaultLocale,
    namespace: 'status',
  });
  return copyDownload({ about: t('copyAbout', { site: copy.site.name }), ...copy }, 'application');
}
