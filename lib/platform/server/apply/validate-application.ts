import { imageFileRule, type ApiErrorDetail, type Application, type Configuration } from '../../contract';
import { checkUpload, isErrorDetail, type CheckedFile } from './sniff-file';
import { validateAnswers } from './validate-answers';

export type CheckedFiles = { kind: 'resume' | 'avatar' | 'attachment'; file: CheckedFile }[];

/**
 * Consent as the configuration models it: `consentDecisions` with only its scopes (the required ones
 * true), or — when it lists no scopes — the older boolean `consent`, which must be true.
 */
function validateConsent(configuration: Configuration, application: Application): ApiErrorDetail[] {
  const scopes = configuration.consentDetails?.scopes ?? [];
  const fail = (code: string, message: string, field: string) => ({ code, message, field });
  if (scopes.length === 0) {
    if (application.consentDecisions && Object.keys(application.consentDecisions).length > 0)
      return [
        fail(
          'INVALID_CONSENT',
          'This posting asks no consent scopes: send "consent": true',
          'consentDecisions',
        ),
      ];
    return application.consent === true
      ? []
      : [fail('CONSENT_REQUIRED', 'Consent to the privacy policy is required', 'consent')];
  }
  const given = (application.consentDecisions ?? {}) as Record<string, boolean | undefined>;
  const asked = new Map(scopes.map((scope) => [scope.scope as string, scope]));
  const errors: ApiErrorDetail[] = [];
  for (const key of Object.keys(given)) {
    if (!asked.has(key))
      errors.push(
        fail('INVALID_CONSENT', `This posting asks no consent for ${key}`, `consentDecisions.${key}`),
      );
  }
  for (const scope of scopes) {
    if (scope.required && given[scope.scope] !== true)
      errors.push(
        fail('CONSENT_REQUIRED', `Consent for ${scope.scope} is required`, `consentDecisions.${scope.scope}`),
      );
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
    ...validateConsent(configuration, application),
  ];
  const files: CheckedFiles = [];
  const uploads = [
    ...(application.resume
      ? [{ kind: 'resume' as const, upload: application.resume, field: 'resume', rule: undefined }]
      : []),
    ...(application.avatar
      ? [{ kind: 'avatar' as const, upload: application.avatar, field: 'avatar', rule: imageFileRule }]
      : []),
    ...(application.attachments ?? []).map((upload, i) => ({
      kind: 'attachment' as const,
      upload,
      field: `attachments.${i}`,
      rule: undefined,
    })),
  ];
  if (application.avatar && !configuration.settings.avatarUploadAvailable) {
    errors.push({ code: 'AVATAR_NOT_ALLOWED', message: 'This posting takes no avatar', field: 'avatar' });
  }
  for (const { kind, upload, field, rule } of uploads) {
    const checked = await checkUpload(upload, field, rule);
    if (isErrorDetail(checked)) errors.push(checked);
    else files.push({ kind, file: checked });
  }
  return { errors, files };
}
