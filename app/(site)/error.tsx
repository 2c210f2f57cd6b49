'use client';

import { useTranslations } from 'next-intl';
import { PageError } from '@/components/site/page-error';

/**
 * Anything unexpected on a site page without a boundary of its own (the job list, a posting, the
 * accessibility statement): a way forward in the page's language, inside the site's header and footer,
 * instead of Next's last-resort page (English only, no `lang`). One boundary for them all: each
 * boundary is a chunk of its own in every page's first load.
 */
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError text={useTranslations('pageError')('pageText')} retry={retry} />;
}
