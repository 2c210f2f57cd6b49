import { StatusView, statusPageMetadata } from '@/components/status/status-view';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { copyPath, erasePagePath, updatesPagePath, withdrawPagePath } from '@/lib/careers/status-link';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = statusPageMetadata;

export default async function ApplicationStatusPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, locale] = await Promise.all([params, requestLocale()]);
  return (
    <StatusView
      token={token}
      links={siteJobLinksIn(locale)}
      withdrawHref={localizedPath(locale, withdrawPagePath(token))}
      eraseHref={localizedPath(locale, erasePagePath(token))}
      updatesHref={localizedPath(locale, updatesPagePath(token))}
      copyHref={copyPath(token)}
    />
  );
}
