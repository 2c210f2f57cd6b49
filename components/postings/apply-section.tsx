import { ApplyForm } from '@/components/apply-form/apply-form';
import { countryOptions } from '@/lib/careers/countries';
import { issueFormToken } from '@/lib/careers/delivery/issue-form-token';
import type { ApplyFormState } from '@/lib/careers/form-state';
import { getApplicationForm } from '@/lib/careers/jobs';
import { renderFormLabels } from '@/lib/careers/render-form';
import { Notice } from './notice';
import styles from './posting.module.css';

type Props = {
  postingId: string;
  action: (state: ApplyFormState, formData: FormData) => Promise<ApplyFormState>;
  /** The embed's campaign tracking, sent with the application. */
  hiddenFields?: Record<string, string>;
  /** The embed keeps the status link inside the frame. */
  statusLink?: { prefix: string; query: string };
  /** The platform's own apply page, for when this site cannot take the application. */
  applyUrl?: string;
};

function ApplyElsewhere({ applyUrl, otherwise }: { applyUrl?: string; otherwise: string }) {
  return applyUrl ? (
    <p>
      You can apply on the employer’s application page instead:{' '}
      <a href={applyUrl} target="_top" rel="noopener">
        apply there
      </a>
      .
    </p>
  ) : (
    <p>{otherwise}</p>
  );
}

/** A posting's "Apply for this job" section: the form built from its configuration, or why it is missing. */
export async function ApplySection({ postingId, action, hiddenFields, statusLink, applyUrl }: Props) {
  const form = await getApplicationForm(postingId);
  return (
    <section id="apply" aria-labelledby="apply-heading" className={styles.apply}>
      <h2 id="apply-heading">Apply for this job</h2>
      {form.status === 'ok' && form.form.unsupportedQuestions.length > 0 ? (
        <Notice title="This job can’t take applications here" tone="warning">
          <p>
            Its application asks something this site cannot show yet (
            {form.form.unsupportedQuestions.join(', ')}).
          </p>
          <ApplyElsewhere
            applyUrl={applyUrl}
            otherwise="Please apply through the employer’s own careers page."
          />
        </Notice>
      ) : form.status === 'ok' ? (
        <ApplyForm
          form={renderFormLabels(form.form)}
          action={action}
          countries={countryOptions()}
          formToken={await issueFormToken()}
          hiddenFields={hiddenFields}
          statusLink={statusLink}
        />
      ) : (
        <Notice title="This job can’t take applications here right now" tone="warning">
          <ApplyElsewhere applyUrl={applyUrl} otherwise="Please try again in a minute. The job stays open." />
        </Notice>
      )}
    </section>
  );
}
