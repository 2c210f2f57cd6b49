'use client';
import { useRef } from 'react';
import { useRecords } from './field-hooks';
import { MAX_RECORDS } from '@/lib/careers/application-form';
import { recordAnnouncement } from '@/lib/careers/record-intent';
import { answerFieldName } from '@/lib/careers/application-values';
import { fieldRegistry } from './field-registry';
import { FieldError } from './field-error';
import { LabelHtml } from './label-html';
import type { RenderedQuestion } from '@/lib/careers/rendered-form';
import { useTranslations } from 'next-intl';

type Props = {
  question: RenderedQuestion;
  errors: Record<string, string>;
  onAnnounce: (message: string) => void;
};

/**
 * One question as a fieldset. Repeatable questions hold 1–100 entries; their add/remove buttons are
 * submit buttons with an intent, so they also work when JavaScript is off (the server re-renders).
 */
export function QuestionBlock({ question, errors, onAnnounce }: Props) {
  const { keys: records, append, remove } = useRecords(question.id);
  const t = useTranslations('form');
  const questionError = errors[`answers.${question.id}`];
  // Where focus goes once an entry is removed: its button goes with it, and focus must not fall to the page.
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="question" id={`question-${question.id}`}>
      <legend className="question__label">
        <LabelHtml html={question.labelHtml} text={question.label} />
      </legend>
      {records.map((record, index) => (
        <div
          className={question.repeatable ? 'record' : undefined}
          key={record}
          role={question.repeatable ? 'group' : undefined}
          aria-label={
            question.repeatable ? t('entryOf', { number: index + 1, total: records.length }) : undefined
          }
        >
          {question.repeatable && <p className="record__title">{t('entryTitle', { number: index + 1 })}</p>}
          {question.fields.map((field) => {
            const Field = fieldRegistry[field.kind];
            const name = answerFieldName(question.id, index, field.id);
            return <Field key={field.id} field={field} name={name} error={errors[name]} />;
          })}
          {question.repeatable && records.length > 1 && (
            <button
              type="submit"
              name="intent"
              value={`remove:${question.id}:${index}`}
              formNoValidate
              className="button button-secondary"
              onClick={(event) => {
                // Before hydration (or without JavaScript) the button posts its intent and the server re-renders.
                event.preventDefault();
                remove(index);
                addButton.current?.focus();
                onAnnounce(recordAnnouncement('remove', question, index + 1));
              }}
            >
              {t('removeEntry', { number: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {question.repeatable && records.length < MAX_RECORDS && (
        <button
          ref={addButton}
          type="submit"
          name="intent"
          value={`add:${question.id}`}
          formNoValidate
          className="button button-secondary"
          onClick={(event) => {
            event.preventDefault();
            append();
            onAnnounce(recordAnnouncement('add', question, records.length + 1));
          }}
        >
          {t('addEntry')}
        </button>
      )}
      <FieldError name={`answers.${question.id}`} message={questionError} />
    </fieldset>
  );
}
