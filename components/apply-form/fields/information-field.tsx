import type { FieldComponentProps } from '../field-props';
import { LabelHtml } from '../label-html';

/** Text the employer shows inside a question; nothing to answer. */
export function InformationField({ field }: FieldComponentProps) {
  return (
    <div className="field information">
      <LabelHtml html={field.labelHtml} text={field.label} />
    </div>
  );
}
