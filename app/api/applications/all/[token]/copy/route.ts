import { getTranslations } from 'next-intl/server';
import { getSiteDb } from '@/lib/db/site-db';
import { addressCopy } from '@/lib/careers/status/address-copy';
import { copyDownload, copyNotFound } from '@/lib/careers/status/copy-download';
import { isTokenShaped } from '@/lib/careers/status/status-request-deps';
import { getSiteConfig } from '@/lib/careers/site';
import { getSiteKeys } from '@/lib/careers/site-keys';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * "Download a copy of everything" on the page of all one's applications: what the site keeps under the
 * address, as a JSON file, with a line in the page's language (`?lang=`). The mailed link is the only
 * credential, and works as long as that page does.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [db, keys] = await Promise.all([getSiteDb(), getSiteKeys()]);
  const site = getSiteConfig();
  const copy = isTokenShaped(token)
    ? await addressCopy(
        { db, addressLinks: keys.addressLinks, site: { name: site.name, url: site.url } },
        token,
        new Date(),
      )
    : null;
  if (!copy) return copyNotFound();
  const language = new URL(request.url).searchParams.get('lang');
  const t = await getTranslations({
    locale: isLocale(language) ? language : defaultLocale,
    namespace: 'status',
  });
  return copyDownload({ about: t('allCopyAbout', { site: site.name }), ...copy }, 'applications');
}
