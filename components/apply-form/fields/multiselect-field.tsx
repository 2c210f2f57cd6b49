'use client';
import { FieldError } from '../field-error';
import { describedBy, hintId, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { useChoices } from '../field-hooks';
import { FieldLabel } from './field-label';
import { useTranslations } from 'next-intl';

/**
 * Several choices as a group of checkboxes (easier to use than a multiple select). Controlled, so the
 * value is always a list, even with one option; each box keeps its name and value for posting without
 * JavaScript.
 */
export function MultiselectField({ field, name, error }: FieldComponentProps) {
  const { selected, toggle, onBlur, ref } = useChoices(name);
  const t = useTranslations('form');
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={describedBy(name, { hint: true, error: Boolean(error) })}
      aria-invalid={error ? true : undefined}
    >
      <FieldLabel field={field} as="legend" />
      <p className="hint" id={hintId(name)}>
        {t('chooseAll')}
      </p>
      {field.options.map((option, index) => {
        const id = index === 0 ? inputId(name) : `${inputId(name)}-${index}`;
        const chosen = selected.includes(option.id);
        return (
          <div className="choice" key={option.id}>
            <input
              type="checkbox"
              id={id}
              name={name}
              value={option.id}
              checked={chosen}
              onChange={(event) => toggle(option.id, event.target.checked)}
              onBlur={onBlur}
              ref={index === 0 ? ref : undefined}
            />
            <label htmlFor={id}>
              <bdi>{option.label}</bdi>
            </label>
          </div>
        );
      })}
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
