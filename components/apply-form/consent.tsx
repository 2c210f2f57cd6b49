'use client';
import { consentBoxes } from '@/lib/careers/application-form';
import type { RenderedConsentBox, RenderedForm } from '@/lib/careers/rendered-form';
import { NewTabLink } from '@/components/site/new-tab-link';
import { CheckboxField } from './fields/checkbox-field';
import { useTranslations } from 'next-intl';

type Props = {
  consent: RenderedForm['consent'];
  privacyPolicies: { url: string; orgName: string }[];
  errors: Record<string, string>;
};

function ConsentBox({ id, label, labelHtml, required, error }: RenderedConsentBox & { error?: string }) {
  return (
    <CheckboxField
      field={{ id, label, labelHtml, kind: 'checkbox', required, options: [] }}
      name={`consent.${id}`}
      error={error}
    />
  );
}

/** Consent in the posting's model: one box per scope the configuration lists, or the older single one. */
export function Consent({ consent, privacyPolicies, errors }: Props) {
  const t = useTranslations('form');
  return (
    <fieldset className="question">
      <legend className="question__label">{t('yourData')}</legend>
      {privacyPolicies.length > 0 && (
        <p>
          {t('privacyIntro')}{' '}
          {privacyPolicies.map((policy, index) => (
            <span key={policy.url}>
              {index > 0 && ', '}
              <NewTabLink href={policy.url}>
                {t('privacyPolicyOf', { organisation: policy.orgName })}
              </NewTabLink>
            </span>
          ))}
          .
        </p>
      )}
      {consentBoxes(consent).map((box) => (
        <ConsentBox key={box.id} {...box} error={errors[`consent.${box.id}`]} />
      ))}
      {consent.type === 'SCOPES' && consent.imprintUrl && (
        <p>
          <NewTabLink href={consent.imprintUrl}>{t('imprint')}</NewTabLink>
        </p>
      )}
    </fieldset>
  );
}
