import 'server-only';
import { getTranslations } from 'next-intl/server';
import { createSwrCache } from '@/lib/careers/swr-cache';
import { formatPay } from '@/lib/careers/format-pay';
import { formatPlace } from '@/lib/careers/format-place';
import type { JobSummary } from '@/lib/careers/job';
import { getSiteConfig } from '@/lib/careers/site';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { processPart } from '@/lib/site-runtime';
import { cardFonts } from './card-fonts';
import { drawableText } from './drawable-text';
import { readableHost } from './readable-host';
import { shareCardPng, type ShareCardContent } from './share-card-image';
import { siteLogoDataUrl } from './site-logo';

/**
 * Cards by what they show: a posting whose title or pay changes gets a new card at once, and a card is
 * drawn once (a median 24 ms of CPU on the development machine, over 15 drawings; 110 ms in Arabic,
 * whose letters the renderer runs through the font's rules) however often a network's crawler asks. Bounded: only open postings and the list have cards, in six languages.
 */
const cards = () =>
  processPart('share-cards', () =>
    createSwrCache<Buffer>({ ttlMs: 24 * 3600_000, staleMs: 0, maxEntries: 200 }),
  );

type Words = Awaited<ReturnType<typeof getTranslations<'jobs'>>>;

/** A card in `locale`: `lines` says what it shows, each line left out where the fonts cannot draw it. */
async function drawCard(
  locale: Locale,
  lines: (t: Words, siteName: string) => { heading?: string; title?: string; facts?: string },
): Promise<Buffer> {
  const site = getSiteConfig();
  const [fonts, t, logo] = await Promise.all([
    cardFonts(),
    getTranslations({ locale, namespace: 'jobs' }),
    siteLogoDataUrl(site.logoPath),
  ]);
  const draw = (text?: string) => (text ? drawableText(text, fonts.draws) : undefined);
  const { heading, title, facts } = lines(t, site.name);
  const content: ShareCardContent = {
    heading: draw(heading),
    title: draw(title),
    facts: draw(facts),
    host: draw(readableHost(site.url)),
    logo,
    accentColor: site.accentColor,
    direction: directionOf(locale),
  };
  // Keyed by the words and colour: the logo is the same for the whole process (site-logo.ts), and
  // its base64 would be serialised on every request.
  const { logo: _sameForEveryCard, ...key } = content;
  return cards().get(JSON.stringify(key), () => shareCardPng(content, fonts));
}

/** The picture social networks show with a shared link to this posting, in the page's language. */
export function postingShareCard(job: JobSummary, locale: Locale): Promise<Buffer> {
  return drawCard(locale, (t, siteName) => ({
    heading: t('listTitle', { siteName }),
    title: job.title,
    facts: [formatPlace(job.location, locale, t), job.pay && formatPay(job.pay, locale, t)]
      .filter(Boolean)
      .join(' · '),
  }));
}

/** The job list's picture: "Careers at …" and how many positions are open (when that is known). */
export function siteShareCard(locale: Locale, openJobs: number | undefined): Promise<Buffer> {
  return drawCard(locale, (t, siteName) => ({
    title: t('listTitle', { siteName }),
    facts: openJobs === undefined ? undefined : t('openCount', { count: openJobs }),
  }));
}
