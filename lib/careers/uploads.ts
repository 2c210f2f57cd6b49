import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { canonicalMimeType, type FileUpload } from '../platform/contract';
import { avatarTypes, MAX_UPLOAD_BYTES, resumeTypes } from './application-form';

/**
 * Turns an uploaded File into the platform's upload, judging its type by its bytes (never by name or
 * the browser's claim). Returns a message for the candidate when the file is refused.
 */
export async function fileToUpload(
  file: File,
  kind: 'resume' | 'avatar',
): Promise<FileUpload | { error: string }> {
  const rules = kind === 'resume' ? resumeTypes : avatarTypes;
  if (file.size > MAX_UPLOAD_BYTES) return { error: `The file is larger than 2 MB (${rules.label}).` };
  if (file.size === 0) return { error: 'The file is empty.' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const mimeType = sniffed ? canonicalMimeType(sniffed.mime) : undefined;
  if (!mimeType || !rules.mimeTypes.includes(mimeType)) {
    return { error: `This file's content is not an accepted type (${rules.label}).` };
  }
  const fileName = file.name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || `${kind}`;
  return { fileName, mimeType, fileContent: Buffer.from(bytes).toString('base64') };
}
