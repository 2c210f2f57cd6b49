'use client';
import { useTranslations } from 'next-intl';
import type { FormField } from '@/lib/careers/application-form';
import { LabelHtml } from '../label-html';

/** A field's label; optional fields say so in words (required ones are the rule). */
export function FieldLabel({
  field,
  htmlFor,
  as = 'label',
}: {
  field: FormField & { labelHtml?: string };
  htmlFor?: string;
  as?: 'label' | 'legend';
}) {
  const t = useTranslations('form');
  const content = (
    <>
      <LabelHtml html={field.labelHtml} text={field.label} />
      {!field.required && <span className="optional"> {t('optional')}</span>}
    </>
  );
  return as === 'legend' ? (
    <legend className="field-label">{content}</legend>
  ) : (
    <label className="field-label" htmlFor={htmlFor}>
      {content}
    </label>
  );
}
