'use client';
import type { ConsentModel } from '@/lib/careers/application-form';
import { CheckboxField } from './fields/checkbox-field';

type Props = {
  consent: ConsentModel;
  privacyPolicies: { url: string; orgName: string }[];
  errors: Record<string, string>;
};

function ConsentBox({
  id,
  label,
  required,
  error,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
}) {
  return (
    <CheckboxField
      field={{ id, label, kind: 'checkbox', required, options: [] }}
      name={`consent.${id}`}
      error={error}
    />
  );
}

/** Consent in the posting's model: one box for everything, or one per purpose. */
export function Consent({ consent, privacyPolicies, errors }: Props) {
  return (
    <fieldset className="question">
      <legend className="question__label">Your data</legend>
      {privacyPolicies.length > 0 && (
        <p>
          How your data is used:{' '}
          {privacyPolicies.map((policy, index) => (
            <span key={policy.url}>
              {index > 0 && ', '}
              <a href={policy.url} target="_blank" rel="noopener noreferrer">
                privacy policy of {policy.orgName}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </span>
          ))}
          .
        </p>
      )}
      {consent.type === 'SINGLE' ? (
        <ConsentBox id="SINGLE" label={consent.label} required error={errors['consent.SINGLE']} />
      ) : (
        consent.purposes.map((purpose) => (
          <ConsentBox
            key={purpose.id}
            id={purpose.id}
            label={purpose.label}
            required={purpose.required}
            error={errors[`consent.${purpose.id}`]}
          />
        ))
      )}
    </fieldset>
  );
}
