'use client';
import type {} from 'altcha/types/react';
import { useEffect, useState } from 'react';
import type { ApplyChallenge as ApplyChallengeState } from '@/lib/careers/form-state';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

// The same names the server reads (lib/careers/abuse); kept here as literals so no server code is bundled.
const PROOF_OF_WORK_FIELD = 'altcha';
const WAIT_TOKEN_FIELD = 'challengeWait';

/**
 * The widget's own words ("I'm not a robot", "Verified") in the page's language: it registers only
 * English, and finds the others by the page's `lang` once their strings are loaded.
 */
const WIDGET_WORDS: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  de: () => import('altcha/i18n/de'),
  fr: () => import('altcha/i18n/fr-fr'),
  es: () => import('altcha/i18n/es-es'),
  pl: () => import('altcha/i18n/pl'),
  ar: () => import('altcha/i18n/ar'),
};

/**
 * The check asked past the abuse limits. With JavaScript, the ALTCHA widget solves a small
 * proof-of-work puzzle in the browser on its own (no images, no third party); without it, or if the
 * candidate prefers, waiting a few seconds and submitting again proves the same. Either way every
 * answer stays in the form.
 */
export function ApplyChallenge({ challenge }: { challenge: ApplyChallengeState }) {
  const [scripted, setScripted] = useState(false);
  const t = useTranslations('form');
  const locale = useLocale() as Locale;
  useEffect(() => {
    let live = true;
    // Should the widget's code not arrive, the wait still proves the same: nothing else to do.
    // Its words failing to load leave it in English, never without the widget.
    const words = (WIDGET_WORDS[locale] ?? WIDGET_WORDS.en)().catch(() => {});
    Promise.all([import('altcha'), words])
      .then(() => {
        if (live) setScripted(true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <fieldset className="question apply-challenge" aria-describedby="apply-challenge-hint">
      <legend className="question__label">{t('challengeLegend')}</legend>
      <input type="hidden" name={WAIT_TOKEN_FIELD} value={challenge.waitToken} />
      {scripted && (
        <altcha-widget challenge="/api/apply-challenge" name={PROOF_OF_WORK_FIELD} auto="onload" />
      )}
      <p className="hint" id="apply-challenge-hint">
        {t(scripted ? 'challengeScripted' : 'challengeWait', { seconds: challenge.waitSeconds })}
      </p>
    </fieldset>
  );
}
