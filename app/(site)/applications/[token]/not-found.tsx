import { ApplicationNotFound } from '@/components/status/application-not-found';
import { statusNotFoundMetadata } from '@/components/status/status-view';
import { FIND_APPLICATIONS_PATH } from '@/lib/careers/job-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = statusNotFoundMetadata;

export default async function StatusLinkNotFound() {
  const locale = await requestLocale();
  return (
    <ApplicationNotFound
      jobsHref={localizedPath(locale, '/')}
      findHref={localizedPath(locale, FIND_APPLICATIONS_PATH)}
    />
  );
}
