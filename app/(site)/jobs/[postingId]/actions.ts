'use server';
import type { ApplicationForm } from '@/lib/careers/application-form';
import { formDataToValues } from '@/lib/careers/form-data';
import type { ApplyFormState } from '@/lib/careers/form-state';
import { getApplicationForm, getJob } from '@/lib/careers/jobs';
import { getPlatformClient } from '@/lib/careers/platform';
import { submitApplication } from '@/lib/careers/submit-application';

function refused(postingId: string, formData: FormData, formError: string): ApplyFormState {
  const bare: ApplicationForm = {
    postingId,
    questions: [],
    avatarUpload: false,
    consent: { type: 'SINGLE', label: '' },
    privacyPolicies: [],
  };
  const { resume: _resume, avatar: _avatar, ...values } = formDataToValues(bare, formData);
  return { status: 'error', fieldErrors: {}, formError, values };
}

/**
 * Applies to a posting. The posting id comes from the page and is checked here; the form is the one the
 * server loads itself, never anything the browser sends.
 */
export async function applyToJob(
  postingId: string,
  _previous: ApplyFormState,
  formData: FormData,
): Promise<ApplyFormState> {
  const job = await getJob(postingId);
  if (job.status === 'not_found' || (job.status === 'ok' && !job.job.open)) {
    return refused(postingId, formData, 'This job is no longer taking applications.');
  }
  const loaded = await getApplicationForm(postingId);
  if (loaded.status !== 'ok') {
    return refused(
      postingId,
      formData,
      'We could not load this job’s application form just now. Your answers are kept — please try again in a moment.',
    );
  }
  return submitApplication(loaded.form, formData, (id, application) =>
    getPlatformClient().createCandidate(id, application),
  );
}
