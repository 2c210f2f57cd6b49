import 'server-only';
import type { Application, FileUpload } from '../platform/contract';
import type { ApplicationForm } from './application-form';
import { formDataToValues } from './form-data';
import { buildApplicationSchema } from './form-schema';
import type { ApplyFormState, ReturnedValues } from './form-state';
import { applyRecordIntent } from './record-intent';
import { trackingFromFormData, type Tracking } from './source-details';
import { toPlatformApplication } from './to-platform-application';
import { fileToUpload } from './uploads';

/** Takes a validated application (stores and delivers it) and says what the candidate sees next. */
export type AcceptApplication = (
  application: Application,
  values: ReturnedValues,
  tracking: Tracking,
) => Promise<ApplyFormState>;

function withoutFiles(values: ReturnType<typeof formDataToValues>): ReturnedValues {
  const { resume: _resume, avatar: _avatar, ...rest } = values;
  return rest;
}

/**
 * The apply action's work: re-validate against the form the server loaded itself (never one sent by the
 * browser), check the files by content, and hand the application on to be stored and delivered.
 */
export async function submitApplication(
  form: ApplicationForm,
  formData: FormData,
  accept: AcceptApplication,
): Promise<ApplyFormState> {
  const values = formDataToValues(form, formData);
  const intent = formData.get('intent');
  if (typeof intent === 'string' && intent !== 'submit') {
    const edited = applyRecordIntent(form, values, intent);
    if (edited)
      return { status: 'editing', values: withoutFiles(edited.values), announcement: edited.announcement };
  }

  const parsed = await buildApplicationSchema(form, { files: 'server' }).safeParseAsync(values);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  }
  const uploads: { resume?: FileUpload; avatar?: FileUpload } = {};
  for (const kind of ['resume', 'avatar'] as const) {
    const file = values[kind];
    if (!file || fieldErrors[kind]) continue;
    const upload = await fileToUpload(file, kind);
    if ('error' in upload) fieldErrors[kind] = upload.error;
    else uploads[kind] = upload;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return { status: 'error', fieldErrors, values: withoutFiles(values) };
  }

  try {
    return await accept(
      toPlatformApplication(form, parsed.data, uploads),
      withoutFiles(values),
      trackingFromFormData(formData),
    );
  } catch (error) {
    // Nothing was stored: the answers go back to the page so the candidate can simply submit again.
    console.error('[careers] storing an application failed:', (error as Error).name);
    return {
      status: 'error',
      fieldErrors: {},
      formError:
        'We could not save your application just now. Your answers are kept below — please try again in a moment.',
      values: withoutFiles(values),
    };
  }
}
