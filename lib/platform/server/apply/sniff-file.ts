import { fileTypeFromBuffer } from 'file-type';
import {
  canonicalMimeType,
  documentFileRule,
  MAX_FILE_BYTES,
  type ApiErrorDetail,
  type FileRule,
  type FileUpload,
} from '../../contract';

export type CheckedFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/**
 * Decodes a base64 upload and judges its type from its bytes (never from its name or declared type).
 * Returns the file with its true type, or an error naming the field.
 */
export async function checkUpload(
  upload: FileUpload,
  field: string,
  rule: FileRule = documentFileRule,
): Promise<CheckedFile | ApiErrorDetail> {
  const bytes = Buffer.from(upload.fileContent, 'base64');
  if (bytes.length === 0) return { code: 'INVALID_FILE', message: `${field} is empty`, field };
  if (bytes.length > MAX_FILE_BYTES) {
    return { code: 'FILE_TOO_LARGE', message: `${field} is larger than 2 MB`, field };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const mimeType = sniffed ? canonicalMimeType(sniffed.mime) : undefined;
  if (!mimeType || !rule.mimeTypes.includes(mimeType)) {
    return {
      code: 'UNSUPPORTED_FILE_TYPE',
      message: `${field} must be ${englishAlternatives.format(rule.typeNames)} (judged by its content)`,
      field,
    };
  }
  return { fileName: upload.fileName, mimeType, bytes: new Uint8Array(bytes) };
}

// The API speaks English.
const englishAlternatives = new Intl.ListFormat('en', { type: 'disjunction' });

export const isErrorDetail = (value: CheckedFile | ApiErrorDetail): value is ApiErrorDetail =>
  'code' in value;
