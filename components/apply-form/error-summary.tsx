'use client';
import { forwardRef } from 'react';
import { inputId } from './field-ids';

export type SummaryItem = { name: string; message: string };

/**
 * The list of problems at the top of the form, each a link to its field. It takes focus after a failed
 * submit, and its role makes screen readers announce it.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[]; formError?: string }>(
  function ErrorSummary({ items, formError }, ref) {
    if (items.length === 0 && !formError) return null;
    const title =
      items.length === 0
        ? 'Your application was not sent'
        : items.length === 1
          ? 'There is a problem with your application'
          : `There are ${items.length} problems with your application`;
    return (
      <div
        className="error-summary"
        role="alert"
        tabIndex={-1}
        ref={ref}
        aria-labelledby="error-summary-title"
      >
        <h2 id="error-summary-title">{title}</h2>
        {formError && <p>{formError}</p>}
        {items.length > 0 && (
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <a href={`#${inputId(item.name)}`}>{item.message}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
