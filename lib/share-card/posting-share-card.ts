import 'server-only';
import { getTranslations } from 'next-intl/server';
import { createSwrCache } from '@/lib/careers/swr-cache';
import { formatPay } from '@/lib/careers/format-pay';
import { formatPlace } from '@/lib/careers/format-place';
import type { JobSummary } from '@/lib/careers/job';
import { getSiteConfig } from '@/lib/careers/site';
import type { Locale } from '@/lib/i18n/locales';
import { processPart } from '@/lib/site-runtime';
import { cardFonts } from './card-fonts';
import { drawableText } from './drawable-text';
import { shareCardPng, type ShareCardContent } from './share-card-image';
import { siteLogoDataUrl } from './site-logo';

/**
 * Cards by what they show: a posting whose title or pay changes gets a new card at once, and a card is
 * drawn once (~0.1 s of CPU) however often a network's crawler asks. Bounded: only open postings have
 * cards, in six languages.
 */
const cards = () =>
  processPart('share-cards', () =>
    createSwrCache<Buffer>({ ttlMs: 24 * 3600_000, staleMs: 0, maxEntries: 200 }),
  );

/** The picture social networks show with a shared link to this posting, in the page's language. */
export async function postingShareCard(job: JobSummary, locale: Locale): Promise<Buffer> {
  const [fonts, t, logo] = await Promise.all([
    cardFonts(),
    getTranslations({ locale, namespace: 'jobs' }),
    siteLogoDataUrl(getSiteConfig().logoPath),
  ]);
  const site = getSiteConfig();
  const draw = (text: string) => drawableText(text, fonts.draws);
  const facts = [formatPlace(job.location, locale, t), job.pay && formatPay(job.pay, locale, t)];
  const content: ShareCardContent = {
    heading: draw(t('listTitle', { siteName: site.name })),
    title: draw(job.title),
    facts: draw(facts.filter(Boolean).join(' · ')),
    host: draw(new URL(site.url).host),
    logo,
    accentColor: site.accentColor,
  };
  return cards().get(JSON.stringify(content), () => shareCardPng(content, fonts));
}
