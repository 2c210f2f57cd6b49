'use client';
import type {} from 'altcha/types/react';
import { useEffect, useState } from 'react';
import type { ApplyChallenge as ApplyChallengeState } from '@/lib/careers/form-state';
import { useTranslations } from 'next-intl';

// The same names the server reads (lib/careers/abuse); kept here as literals so no server code is bundled.
const PROOF_OF_WORK_FIELD = 'altcha';
const WAIT_TOKEN_FIELD = 'challengeWait';

/**
 * The check asked past the abuse limits. With JavaScript, the ALTCHA widget solves a small
 * proof-of-work puzzle in the browser on its own (no images, no third party); without it, or if the
 * candidate prefers, waiting a few seconds and submitting again proves the same. Either way every
 * answer stays in the form.
 */
export function ApplyChallenge({ challenge }: { challenge: ApplyChallengeState }) {
  const [scripted, setScripted] = useState(false);
  const t = useTranslations('form');
  useEffect(() => {
    let live = true;
    // Should the widget's code not arrive, the wait still proves the same: nothing else to do.
    import('altcha')
      .then(() => {
        if (live) setScripted(true);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
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
