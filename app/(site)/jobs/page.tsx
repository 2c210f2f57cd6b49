import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { queryEntries } from '@/lib/net/query-entries';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/jobs` is where people (and employers' old links) expect the list of jobs, since each job lives under
 * it: it leads to the list, the site's home page, with the search and campaign it carried.
 */
export default async function JobsIndexPage({ searchParams }: Props) {
  const [query, locale] = await Promise.all([searchParams, requestLocale()]);
  const kept = new URLSearchParams(queryEntries(query)).toString();
  permanentRedirect(`${localizedPath(locale, '/')}${kept ? `?${kept}` : ''}`);
}
