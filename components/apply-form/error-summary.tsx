'use client';
import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import { messageKey } from '@/lib/i18n/message-key';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { inputId } from './field-ids';

/** Said when the application may have reached the site after all: "not sent" would be a guess. */
const MAY_HAVE_ARRIVED = new Set([messageKey('apply.unsent'), messageKey('apply.tokenReused')]);

/** A problem: the field's name in words (when it has one) and the message (lib/i18n/message-key.ts). */
export type SummaryItem = { name: string; label?: string; message: string };

/**
 * The list of problems at the top of the form, each a link to its field. It takes focus after a failed
 * submit, and its role makes screen readers announce it. Sent without JavaScript, the page the server
 * answers with opens on it (`autofocus`: the browser focuses it and scrolls to it), not at the page's top;
 * once the page's code runs, focus is the form's to move (useSummaryFocus), never taken as errors change.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[]; formError?: string }>(
  function ErrorSummary({ items, formError }, ref) {
    const t = useTranslations('form');
    const text = useMessageText();
    const hydrated = useHydrated();
    if (items.length === 0 && !formError) return null;
    const title =
      items.length === 0
        ? t(formError && MAY_HAVE_ARRIVED.has(formError) ? 'summaryCheckFirst' : 'summaryNotSent')
        : items.length === 1
          ? t('summaryOne')
          : t('summaryMany', { count: items.length });
    return (
      <div
        className="error-summary"
        role="alert"
        tabIndex={-1}
        autoFocus={!hydrated}
        ref={ref}
        aria-labelledby="error-summary-title"
      >
        <h2 id="error-summary-title">{title}</h2>
        {formError && <p>{text(formError)}</p>}
        {items.length > 0 && (
          <ul>
            {items.map((item) => (
              <li key={item.name}>
                <a href={`#${inputId(item.name)}`}>
                  {item.label
                    ? t.rich('summaryItem', {
                        field: item.label,
                        message: text(item.message),
                        // The employer's words keep their own direction (an English question on an Arabic page).
                        name: (chunks) => <bdi>{chunks}</bdi>,
                      })
                    : text(item.message)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
