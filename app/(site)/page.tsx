import type { Metadata } from 'next';
import { JobsView } from '@/components/postings/jobs-view';
import styles from '@/components/postings/jobs-page.module.css';
import { hasFilters, parseJobSearch, type JobSearch } from '@/lib/careers/job-search';
import { listJobs } from '@/lib/careers/jobs';
import { pickTracking } from '@/lib/careers/source-details';
import { getSiteConfig } from '@/lib/careers/site';
import { getTranslations } from 'next-intl/server';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { languageAlternates } from '@/lib/i18n/language-alternates';
import { requestLocale } from '@/lib/i18n/request-locale';
import { SHARE_CARD_SIZE } from '@/lib/share-card/share-card-size';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const site = getSiteConfig();
  const [search, t, locale] = await Promise.all([
    searchParams.then(parseJobSearch),
    getTranslations('jobs'),
    requestLocale(),
  ]);
  const title = t('listTitle', { siteName: site.name });
  const description = t('listDescription', { siteName: site.name });
  // A search or a later page is named as such: the title is what a tab, the history and a screen
  // reader arriving on the page say first.
  const which = [
    hasFilters(search) ? t('searchResultsTitle') : null,
    search.page > 1 ? t('pageNumberTitle', { page: search.page }) : null,
  ].filter(Boolean);
  // The picture a shared link to the list shows (app/share-cards): "Careers at …" and the open jobs.
  const card = { url: `/share-cards/${locale}/site.png`, ...SHARE_CARD_SIZE, alt: title };
  // A later page of the plain list is a page of its own, canonical in itself and indexable, so search
  // engines follow it to the jobs it lists (Google: each page of a paginated series has its own URL).
  const listPath = !hasFilters(search) && search.page > 1 ? `/?page=${search.page}` : '/';
  const alternates = languageAlternates(locale, listPath);
  return {
    title: which.length > 0 ? which.join(t('titleSeparator')) : { absolute: title },
    description,
    alternates: {
      ...alternates,
      // Feed readers find the search's feed from the page (lib/careers/feed).
      types: { 'application/atom+xml': [{ url: siteJobLinksIn(locale).feed(search), title }] },
    },
    // Every filter combination is reachable; only the plain list (each of its pages that lists jobs) is
    // in search results.
    ...(hasFilters(search) || (await pastTheLastPage(search, locale))
      ? { robots: { index: false, follow: true } }
      : {}),
    openGraph: {
      type: 'website',
      url: alternates.canonical,
      title,
      description,
      siteName: title,
      images: [card],
    },
    twitter: { card: 'summary_large_image', title, description, images: [card] },
  };
}

/** A later page with no job on it (`?page=999`, or one emptied as jobs closed): not a page to index. */
async function pastTheLastPage(search: JobSearch, locale: string): Promise<boolean> {
  if (search.page === 1) return false;
  // The same cached look-up the page itself makes, so this asks the platform nothing more.
  const listed = await listJobs(search, locale);
  return listed.status === 'ok' && listed.jobs.length === 0;
}

export default async function JobsPage({ searchParams }: Props) {
  const site = getSiteConfig();
  const raw = await searchParams;
  const search = parseJobSearch(raw);
  const [t, locale] = await Promise.all([getTranslations('jobs'), requestLocale()]);
  return (
    <>
      <div className={styles.intro}>
        <h1>{t('listTitle', { siteName: site.name })}</h1>
        <p className={styles.lead}>{t('listLead')}</p>
      </div>
      <JobsView search={search} links={siteJobLinksIn(locale, pickTracking(Object.entries(raw)))} nearMe />
    </>
  );
}
