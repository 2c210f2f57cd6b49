import { canonicalMimeType } from '../platform/contract/application-rules';
import { MAX_UPLOAD_BYTES, type UploadRule } from './application-form';
import { messageKey } from '../i18n/message-key';

/**
 * What is wrong with a chosen file, if anything: the form's schema (file-checks.ts) and the upload field,
 * which says it out loud as the file is chosen, read it here. Apart from the schema, so the field does
 * not load the schema library with the page.
 */
export function fileError(
  file: File | null | 'invalid',
  rules: UploadRule,
  allowed = true,
): string | undefined {
  if (file === null) return;
  if (file === 'invalid') return messageKey('errors.chooseFile');
  if (!allowed) return messageKey('errors.noPhoto');
  if (file.size === 0) return messageKey('errors.emptyFile');
  if (file.size > MAX_UPLOAD_BYTES)
    return messageKey('errors.fileTooLarge', { types: { anyOf: rules.typeNames } });
  const extension = /\.[a-z0-9]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const typeListed = rules.mimeTypes.includes(canonicalMimeType(file.type));
  if (!typeListed && !(extension && rules.accept.split(',').includes(extension)))
    return messageKey('errors.fileType', { types: { anyOf: rules.typeNames } });
}
