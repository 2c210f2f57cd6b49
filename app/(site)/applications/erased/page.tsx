import { ErasedView, erasedPageMetadata } from '@/components/status/erased-view';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { erasedNewsOf } from '@/lib/careers/status-link';
import { requestLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = erasedPageMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a candidate lands once the site has deleted their application, or everything under their address. */
export default async function ApplicationErasedPage({ searchParams }: Props) {
  const [query, locale] = await Promise.all([searchParams, requestLocale()]);
  return <ErasedView {...erasedNewsOf(query)} allJobsHref={siteJobLinksIn(locale).list()} />;
}
