'use client';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';

/**
 * Several choices as a group of checkboxes (easier to use than a multiple select). Controlled so the
 * value is always a list, even with one option; each box keeps its name and value for posting without JS.
 */
export function MultiselectField({ field, name, error }: FieldComponentProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: controller }) => {
        const selected: string[] = Array.isArray(controller.value) ? controller.value : [];
        return (
          <fieldset
            className="field choice-group"
            aria-describedby={describedBy(name, { error: Boolean(error) })}
            aria-invalid={error ? true : undefined}
          >
            <FieldLabel field={field} as="legend" />
            <p className="hint">Choose all that apply.</p>
            {field.options.map((option, index) => {
              const id = index === 0 ? inputId(name) : `${inputId(name)}-${index}`;
              return (
                <div className="choice" key={option.id}>
                  <input
                    type="checkbox"
                    id={id}
                    name={name}
                    value={option.id}
                    checked={selected.includes(option.id)}
                    onBlur={controller.onBlur}
                    ref={index === 0 ? controller.ref : undefined}
                    onChange={(event) =>
                      controller.onChange(
                        event.target.checked
                          ? [...selected, option.id]
                          : selected.filter((id) => id !== option.id),
                      )
                    }
                  />
                  <label htmlFor={id}>{option.label}</label>
                </div>
              );
            })}
            <FieldError name={name} message={error} />
          </fieldset>
        );
      }}
    />
  );
}
