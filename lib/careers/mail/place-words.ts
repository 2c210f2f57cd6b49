import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import ar from '@/messages/ar/jobs.json';
import de from '@/messages/de/jobs.json';
import en from '@/messages/en/jobs.json';
import es from '@/messages/es/jobs.json';
import fr from '@/messages/fr/jobs.json';
import pl from '@/messages/pl/jobs.json';
import type { JobWords } from '../format-place';

// The pages' own place phrases (the `jobs` messages), so a mail names a place exactly as the job's page does.
const catalogue: Record<Locale, Record<string, string>> = { en, de, fr, es, pl, ar };

/** Made once per language: a page or a digest says many jobs' places, each through it. */
const wordsIn = new Map<Locale, JobWords>();

/** "Munich, Germany", "Remote (Portugal)"… in one language, for mail composed outside any page. */
export function placeWords(locale: Locale): JobWords {
  let words = wordsIn.get(locale);
  if (!words) {
    const t = createTranslator({ locale, messages: { jobs: catalogue[locale] }, namespace: 'jobs' });
    // The keys are place-text.ts's own; the catalogue test checks every language has them.
    words = (key, values) => t(key as never, values as never);
    wordsIn.set(locale, words);
  }
  return words;
}
