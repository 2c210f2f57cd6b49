import { ApplyForm } from '@/components/apply-form/apply-form';
import { countryOptions } from '@/lib/careers/countries';
import { formTokenForPage } from '@/lib/careers/issue-form-token';
import type { RestoredDraft } from '@/components/apply-form/drafts/restored-draft';
import { FORM_SHAPE_FIELD, type ApplyFormState } from '@/lib/careers/form-state';
import { formShape } from '@/lib/careers/form-shape';
import { getApplicationForm } from '@/lib/careers/jobs';
import { renderFormLabels } from '@/lib/careers/render-form';
import { getSiteConfig } from '@/lib/careers/site';
import { ContactLink } from '@/components/site/contact-link';
import { Notice } from './notice';
import styles from './posting.module.css';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/lib/i18n/request-locale';

type Props = {
  postingId: string;
  action: (state: ApplyFormState, formData: FormData) => Promise<ApplyFormState>;
  /** The embed's campaign tracking, sent with the application. */
  hiddenFields?: Record<string, string>;
  /** The embed keeps the status link inside the frame. */
  statusLink?: { prefix: string; query: string };
  /** The platform's own apply page, for when this site cannot take the application. */
  applyUrl?: string;
  /** The answers behind a "finish later" link, rendered into the form (this page is never cached). */
  restored?: RestoredDraft;
  /** A "finish later" link that no longer opens answers (expired, used or tampered): the form says so. */
  linkEnded?: boolean;
  /** Why a post without JavaScript came back unsent (a message key): the form shows it in its summary. */
  notSent?: string;
};

function ApplyElsewhere({ applyUrl, otherwise }: { applyUrl?: string; otherwise: string }) {
  const t = useTranslations('jobs');
  return applyUrl ? (
    <p>
      {t.rich('applyElsewhere', {
        link: (chunks) => (
          <a href={applyUrl} target="_top" rel="noopener">
            {chunks}
          </a>
        ),
      })}
    </p>
  ) : (
    <p>{otherwise}</p>
  );
}

/**
 * Before the form: how to ask for an adjustment to applying, or later to the process. A form is one way
 * to apply; a candidate for whom it does not work needs a person (WCAG 2.2 and equality law expect one).
 */
function AdjustmentsNote() {
  const t = useTranslations('jobs');
  const contact = getSiteConfig().accessibilityContact;
  return (
    <p className={styles.adjustments}>
      {t.rich('adjustments', { contact: () => <ContactLink contact={contact} newTab /> })}
    </p>
  );
}

/** A posting's "Apply for this job" section: the form built from its configuration, or why it is missing. */
export async function ApplySection({
  postingId,
  action,
  hiddenFields,
  statusLink,
  applyUrl,
  restored,
  linkEnded,
  notSent,
}: Props) {
  const [t, formWords, locale] = await Promise.all([
    getTranslations('jobs'),
    getTranslations('form'),
    requestLocale(),
  ]);
  // Question labels in the page's language where the platform has them (English is its default).
  const form = await getApplicationForm(postingId, locale === 'en' ? {} : { language: locale });
  return (
    <section id="apply" aria-labelledby="apply-heading" className={styles.apply}>
      <h2 id="apply-heading">{t('applyHeading')}</h2>
      {form.status === 'ok' && form.form.unsupportedQuestions.length > 0 ? (
        <Notice title={t('cannotApplyHereTitle')} tone="warning">
          <p>
            {t('cannotApplyHereText', {
              questions: new Intl.ListFormat(locale, { type: 'unit' }).format(form.form.unsupportedQuestions),
            })}
          </p>
          <ApplyElsewhere applyUrl={applyUrl} otherwise={t('applyOnCareersPage')} />
        </Notice>
      ) : form.status === 'ok' ? (
        <>
          <AdjustmentsNote />
          <ApplyForm
            form={renderFormLabels(form.form, formWords('opensInNewTab'))}
            action={action}
            countries={countryOptions(locale)}
            formToken={await formTokenForPage()}
            hiddenFields={{ ...hiddenFields, [FORM_SHAPE_FIELD]: formShape(form.form) }}
            statusLink={statusLink}
            restored={restored}
            linkEnded={linkEnded}
            notSent={notSent}
          />
        </>
      ) : (
        <Notice title={t('cannotApplyNowTitle')} tone="warning">
          <ApplyElsewhere applyUrl={applyUrl} otherwise={t('cannotApplyNowText')} />
        </Notice>
      )}
    </section>
  );
}
