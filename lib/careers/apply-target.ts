import 'server-only';
import type { ApplicationForm } from './application-form';
import { getApplicationForm, getJob } from './jobs';
import { messageKey } from '../i18n/message-key';

/** The posting an application is for, with the form the server loaded itself; or why it cannot be taken. */
export type ApplyTarget =
  | { status: 'ok'; jobTitle: string; form: ApplicationForm }
  /** `form` when it loaded: the answers are then read as the form asks them. */
  | { status: 'refused'; formError: string; form: ApplicationForm | null };

/** Whether a posting takes applications here now, and its form. */
export async function loadApplyTarget(postingId: string): Promise<ApplyTarget> {
  const job = await getJob(postingId);
  if (job.status === 'not_found' || (job.status === 'ok' && !job.job.open))
    return { status: 'refused', form: null, formError: messageKey('apply.closed') };
  const loaded = await getApplicationForm(postingId);
  if (loaded.status !== 'ok' || job.status !== 'ok')
    return {
      status: 'refused',
      form: loaded.status === 'ok' ? loaded.form : null,
      formError: messageKey('apply.formUnavailable'),
    };
  if (loaded.form.unsupportedQuestions.length > 0)
    return {
      status: 'refused',
      form: loaded.form,
      formError: messageKey('apply.unsupported'),
    };
  return { status: 'ok', jobTitle: job.job.title, form: loaded.form };
}
