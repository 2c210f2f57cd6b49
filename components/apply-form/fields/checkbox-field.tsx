'use client';
import { useTranslations } from 'next-intl';
import { useField } from '../field-hooks';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { LabelHtml } from '../label-html';

/** One box; its label is the statement being agreed to. */
export function CheckboxField({ field, name, error }: FieldComponentProps) {
  const { registration, initial } = useField(name);
  const t = useTranslations('form');
  return (
    <div className="field choice">
      <input
        type="checkbox"
        id={inputId(name)}
        {...registration}
        defaultChecked={initial === true}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(name, { error: Boolean(error) })}
      />
      <label htmlFor={inputId(name)}>
        <LabelHtml html={field.labelHtml} text={field.label} />
        {!field.required && <span className="optional"> {t('optional')}</span>}
      </label>
      <FieldError name={name} message={error} />
    </div>
  );
}
