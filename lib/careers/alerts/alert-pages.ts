import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { AlertSubscriptionRow } from '@/lib/db/schema';
import { getSiteDb } from '@/lib/db/site-db';
import { getSiteKeys } from '../site-keys';
import { getJobFacets } from '../jobs';
import { jobSearchHref } from '../job-search';
import { EMPLOYMENT_TYPE_TERMS } from '../job-terms';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { AlertLinkPurpose } from './alert-links';
import { getSiteConfig } from '@/lib/careers/site';
import { formatDistance } from '@/lib/i18n/format-distance';
import { describeAlertSearch, listSearchOf, type AlertSearch, type SearchWords } from './alert-search';
import { getAlert, listOwnedAlerts } from './alert-store';
import type { AlertFrequency } from './alert-frequency';
import { languageName } from '@/lib/i18n/language-name';

/**
 * An alert as its pages show it: the search in words and the list it searches (in the page's language),
 * nothing about the address.
 */
export type AlertView = {
  id: string;
  description: string;
  jobsHref: string;
  confirmed: boolean;
  frequency: AlertFrequency;
};
type NotFound = { status: 'not_found' };

/** "€60,000" in the page's language: a minimum the candidate typed, whole units. */
const money = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** The page's language's words for a search. */
async function searchWords(locale: Locale): Promise<SearchWords> {
  const [t, jobs] = await Promise.all([getTranslations('alerts'), getTranslations('jobs')]);
  return {
    locale,
    query: (q) => t('searchQuery', { q }),
    oneDepartment: t('searchOneDepartment'),
    near: (city, within, unit = getSiteConfig().distanceUnit) =>
      t('searchNear', { city, distance: formatDistance(within, unit, locale) }),
    workMode: (mode) => jobs(mode),
    employmentType: (type) => jobs(EMPLOYMENT_TYPE_TERMS[type]),
    adLanguage: (code) => t('searchAdLanguage', { language: languageName(code, locale) }),
    pay: (currency, minPay) =>
      minPay
        ? t('searchMinPay', { amount: money(minPay, currency, locale) })
        : t('searchPayCurrency', { currency }),
    everything: t('searchEverything'),
    separator: t('searchSeparator'),
  };
}

/** Searches in words, in the page's language ("Sales, On-site, at least €50,000 a year"). */
export async function describeSearches(searches: AlertSearch[]): Promise<string[]> {
  const words = await searchWords(await requestLocale());
  const facets = searches.some((search) => search.department) ? await getJobFacets() : null;
  const departments = new Map(
    facets?.status === 'ok' ? facets.facets.departments.map((d) => [d.id, d.label]) : [],
  );
  return searches.map((search) =>
    describeAlertSearch(search, words, departments.get(search.department ?? '')),
  );
}

async function describe(rows: AlertSubscriptionRow[]): Promise<AlertView[]> {
  const [locale, descriptions] = await Promise.all([
    requestLocale(),
    describeSearches(rows.map((row) => row.search)),
  ]);
  return rows.map((row, index) => ({
    id: row.id,
    description: descriptions[index] ?? '',
    jobsHref: jobSearchHref(
      listSearchOf(row.search, getSiteConfig().distanceUnit),
      localizedPath(locale, '/'),
    ),
    confirmed: row.status === 'confirmed',
    frequency: row.frequency,
  }));
}

async function verified(token: string, purpose: AlertLinkPurpose) {
  const { alertLinks } = await getSiteKeys();
  return { db: await getSiteDb(), subject: alertLinks.verify(token, purpose, Date.now()) };
}

/** The alert a confirm link names; a tampered or expired link, or a forgotten alert, is not found. */
export async function getAlertToConfirm(
  token: string,
): Promise<{ status: 'ok'; alert: AlertView } | NotFound> {
  const { db, subject } = await verified(token, 'confirm');
  const row = subject ? await getAlert(db, subject) : null;
  if (!row) return { status: 'not_found' };
  return { status: 'ok', alert: (await describe([row]))[0]! };
}

/** Every confirmed alert of the address a manage link names (possibly none left). */
export async function getManagedAlerts(
  token: string,
): Promise<{ status: 'ok'; alerts: AlertView[] } | NotFound> {
  const { db, subject } = await verified(token, 'manage');
  if (!subject) return { status: 'not_found' };
  return { status: 'ok', alerts: await describe(await listOwnedAlerts(db, subject)) };
}

/** The alert an unsubscribe link names, or null once it is gone (unsubscribed already). */
export async function getAlertToUnsubscribe(
  token: string,
): Promise<{ status: 'ok'; alert: AlertView | null } | NotFound> {
  const { db, subject } = await verified(token, 'unsubscribe');
  if (!subject) return { status: 'not_found' };
  const row = await getAlert(db, subject);
  return { status: 'ok', alert: row ? (await describe([row]))[0]! : null };
}
