import { imageMimeTypes, type ApiErrorDetail, type Application, type Configuration } from '../../contract';
import { checkUpload, isErrorDetail, type CheckedFile } from './sniff-file';
import { validateAnswers } from './validate-answers';

export type CheckedFiles = { kind: 'resume' | 'avatar' | 'attachment'; file: CheckedFile }[];

function validateConsent(
  configuration: Configuration,
  decisions: Application['consentDecisions'],
): ApiErrorDetail[] {
  const consent = configuration.settings.consent;
  const given = (decisions ?? {}) as Record<string, boolean | undefined>;
  if (consent.type === 'SINGLE') {
    if (Object.keys(given).some((key) => key !== 'SINGLE')) {
      return [
        {
          code: 'INVALID_CONSENT',
          message: 'This posting asks for one consent: send {"SINGLE": true}',
          field: 'consentDecisions',
        },
      ];
    }
    return given.SINGLE === true
      ? []
      : [
          {
            code: 'CONSENT_REQUIRED',
            message: 'Consent to the privacy policy is required',
            field: 'consentDecisions.SINGLE',
          },
        ];
  }
  const purposes = new Map(consent.purposes.map((purpose) => [purpose.id as string, purpose]));
  const errors: ApiErrorDetail[] = [];
  for (const key of Object.keys(given)) {
    if (!purposes.has(key))
      errors.push({
        code: 'INVALID_CONSENT',
        message: `This posting asks no consent for ${key}`,
        field: `consentDecisions.${key}`,
      });
  }
  for (const purpose of consent.purposes) {
    if (purpose.required && given[purpose.id] !== true) {
      errors.push({
        code: 'CONSENT_REQUIRED',
        message: `Consent for ${purpose.id} is required`,
        field: `consentDecisions.${purpose.id}`,
      });
    }
  }
  return errors;
}

/**
 * Everything the platform checks beyond the request's shape: answers against the configuration,
 * consent in the posting's model, and every file's type by content and size.
 */
export async function validateApplication(
  configuration: Configuration,
  application: Application,
): Promise<{ errors: ApiErrorDetail[]; files: CheckedFiles }> {
  const errors = [
    ...validateAnswers(configuration, application.answers ?? []),
    ...validateConsent(configuration, application.consentDecisions),
  ];
  const files: CheckedFiles = [];
  const uploads = [
    ...(application.resume
      ? [{ kind: 'resume' as const, upload: application.resume, field: 'resume', allowed: undefined }]
      : []),
    ...(application.avatar
      ? [{ kind: 'avatar' as const, upload: application.avatar, field: 'avatar', allowed: imageMimeTypes }]
      : []),
    ...(application.attachments ?? []).map((upload, i) => ({
      kind: 'attachment' as const,
      upload,
      field: `attachments.${i}`,
      allowed: undefined,
    })),
  ];
  if (application.avatar && !configuration.settings.avatarUploadAvailable) {
    errors.push({ code: 'AVATAR_NOT_ALLOWED', message: 'This posting takes no avatar', field: 'avatar' });
  }
  for (const { kind, upload, field, allowed } of uploads) {
    const checked = await checkUpload(upload, field, allowed);
    if (isErrorDetail(checked)) errors.push(checked);
    else files.push({ kind, file: checked });
  }
  return { errors, files };
}
