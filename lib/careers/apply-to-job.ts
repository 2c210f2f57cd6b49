'use server';
import type { ApplicationForm } from '@/lib/careers/application-form';
import { acceptApplication } from '@/lib/careers/accept-application';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { formDataToValues } from '@/lib/careers/form-data';
import type { ApplyFormState } from '@/lib/careers/form-state';
import { getApplicationForm, getJob } from '@/lib/careers/jobs';
import { checkApplyLimitsFor } from '@/lib/careers/abuse/apply-limits-for';
import { checkSubmissionGuards, FORM_TOKEN_FIELD } from '@/lib/careers/submission-guards';
import { submitApplication } from '@/lib/careers/submit-application';

/** A refusal that keeps every answer the candidate gave (files aside: browsers never re-send them). */
function refused(form: ApplicationForm, formData: FormData, formError: string): ApplyFormState {
  const { resume: _resume, avatar: _avatar, ...values } = formDataToValues(form, formData);
  const token = formData.get(FORM_TOKEN_FIELD);
  return {
    status: 'error',
    fieldErrors: {},
    formError,
    values,
    ...(typeof token === 'string' ? { formToken: token } : {}),
  };
}

const bareForm = (postingId: string): ApplicationForm => ({
  postingId,
  questions: [],
  avatarUpload: false,
  consent: { type: 'SCOPES', scopes: [] },
  privacyPolicies: [],
  unsupportedQuestions: [],
});

/**
 * Applies to a posting. The posting id comes from the page and is checked here; the form is the one the
 * server loads itself, never anything the browser sends. A valid application is stored before anything
 * is sent, so "received" is said only once it cannot be lost.
 */
export async function applyToJob(
  postingId: string,
  _previous: ApplyFormState,
  formData: FormData,
): Promise<ApplyFormState> {
  const job = await getJob(postingId);
  if (job.status === 'not_found' || (job.status === 'ok' && !job.job.open)) {
    return refused(bareForm(postingId), formData, 'This job is no longer taking applications.');
  }
  const loaded = await getApplicationForm(postingId);
  if (loaded.status !== 'ok' || job.status !== 'ok') {
    return refused(
      bareForm(postingId),
      formData,
      'We could not load this job’s application form just now. Your answers are kept — please try again in a moment.',
    );
  }
  if (loaded.form.unsupportedQuestions.length > 0) {
    return refused(
      loaded.form,
      formData,
      'This job’s application asks something this site cannot take. Please apply on the employer’s application page.',
    );
  }
  let delivery;
  try {
    delivery = await getSiteDelivery();
  } catch {
    return refused(
      loaded.form,
      formData,
      'We could not save your application just now. Your answers are kept below — please try again in a moment.',
    );
  }
  const guard = checkSubmissionGuards(formData, delivery.formTokens, delivery.env.APPLY_MIN_FILL_MS);
  const state = await submitApplication(loaded.form, formData, async (application, values, tracking) => {
    if (guard.status !== 'ok')
      return { status: 'error', fieldErrors: {}, formError: guard.formError, values };
    const limits = await checkApplyLimitsFor(delivery, formData);
    if (limits.status === 'challenge') {
      return {
        status: 'error',
        fieldErrors: {},
        formError: limits.formError,
        values,
        challenge: limits.challenge,
      };
    }
    return acceptApplication(
      delivery,
      {
        postingId,
        jobTitle: job.job.title,
        idempotencyKey: guard.idempotencyKey,
        sendConfirmation: limits.sendConfirmation,
      },
      application,
      values,
      tracking,
    );
  });
  // A refusal may carry a fresh token of its own (a reused form); otherwise the page keeps the guard's.
  return state.status === 'error' || state.status === 'editing'
    ? { formToken: guard.formToken, ...state }
    : state;
}
