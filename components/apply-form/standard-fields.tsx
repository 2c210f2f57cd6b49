'use client';
import { useField } from './field-hooks';
import { FieldError } from './field-error';
import { describedBy, inputId } from './field-ids';
import { StandardInput } from './standard-input';
import { EmailField } from './email-field';
import { useTranslations } from 'next-intl';

type Props = { errors: Record<string, string>; countries: { code: string; name: string }[] };

/** What every application asks: who you are, how to reach you, where you are, your links and a message. */
export function StandardFields({ errors, countries }: Props) {
  const { registration: countryField, initial: country } = useField('country');
  const { registration: messageField, initial: message } = useField('message');
  const t = useTranslations('form');
  return (
    <>
      <fieldset className="question">
        <legend className="question__label">{t('aboutYou')}</legend>
        <div className="field-row">
          <StandardInput
            name="firstName"
            label={t('firstName')}
            required
            autoComplete="given-name"
            error={errors.firstName}
          />
          <StandardInput
            name="lastName"
            label={t('lastName')}
            required
            autoComplete="family-name"
            error={errors.lastName}
          />
        </div>
        <EmailField error={errors.email} />
        <StandardInput
          name="phoneNumber"
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('phoneHint')}
          error={errors.phoneNumber}
        />
        <div className="field-row">
          <div className="field">
            <label className="field-label" htmlFor={inputId('country')}>
              {t('country')} <span className="optional">{t('optional')}</span>
            </label>
            <select
              id={inputId('country')}
              autoComplete="country"
              {...countryField}
              defaultValue={typeof country === 'string' ? country : ''}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy('country', { error: Boolean(errors.country) })}
            >
              <option value="">{t('choose')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError name="country" message={errors.country} />
          </div>
          <StandardInput name="city" label={t('city')} autoComplete="address-level2" error={errors.city} />
        </div>
      </fieldset>
      <fieldset className="question">
        <legend className="question__label">{t('links')}</legend>
        <StandardInput
          name="linkedIn"
          label={t('linkedIn')}
          type="url"
          inputMode="url"
          hint={t('linkedInHint')}
          error={errors.linkedIn}
        />
        <StandardInput
          name="website"
          label={t('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          error={errors.website}
        />
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor={inputId('message')}>
          {t('message')} <span className="optional">{t('optional')}</span>
        </label>
        <textarea
          id={inputId('message')}
          rows={5}
          {...messageField}
          defaultValue={typeof message === 'string' ? message : ''}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', { error: Boolean(errors.message) })}
        />
        <FieldError name="message" message={errors.message} />
      </div>
    </>
  );
}
