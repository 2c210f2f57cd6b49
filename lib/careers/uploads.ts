import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { canonicalMimeType, type FileUpload } from '../platform/contract';
import { avatarTypes, MAX_UPLOAD_BYTES, resumeTypes } from './application-form';
import { messageKey } from '../i18n/message-key';

/**
 * Turns an uploaded File into the platform's upload, judging its type by its bytes (never by name or
 * the browser's claim). Returns a message for the candidate when the file is refused.
 */
export async function fileToUpload(
  file: File,
  kind: 'resume' | 'avatar',
): Promise<FileUpload | { error: string }> {
  const rules = kind === 'resume' ? resumeTypes : avatarTypes;
  if (file.size > MAX_UPLOAD_BYTES)
    return { error: messageKey('errors.fileTooLarge', { types: { anyOf: rules.typeNames } }) };
  if (file.size === 0) return { error: messageKey('errors.emptyFile') };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  const mimeType = sniffed ? canonicalMimeType(sniffed.mime) : undefined;
  // The container of a Word document holds installers, spreadsheets and mail too: only Word's passes.
  const notWord = sniffed?.mime === 'application/x-cfb' && !holdsWordDocument(bytes);
  if (!mimeType || !rules.mimeTypes.includes(mimeType) || notWord) {
    return { error: messageKey('errors.fileContent', { types: { anyOf: rules.typeNames } }) };
  }
  return {
    fileName: withExtensionOf(safeFileName(file.name, kind), mimeType),
    mimeType,
    fileContent: Buffer.from(bytes).toString('base64'),
  };
}

const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f\\/"]/g;

/**
 * The file's name as the platform gets it: no control character, slash or quote, cut to 200 whole
 * characters (never half of one, which the platform would refuse), and the kind where nothing is left.
 */
export function safeFileName(name: string, kind: 'resume' | 'avatar'): string {
  const kept = [...name.replace(UNSAFE_IN_NAME, '_')].filter(
    (c) => c.length === 2 || !/[\ud800-\udfff]/.test(c),
  );
  return kept.slice(0, 200).join('').trim() || kind;
}

/** The stream every Word 97–2003 document has ([MS-DOC] 2.1), named in the container's directory. */
const WORD_DOCUMENT = Buffer.from('WordDocument', 'utf16le');
const holdsWordDocument = (bytes: Uint8Array) => Buffer.from(bytes).includes(WORD_DOCUMENT);

/** The extension of each type taken, its first the one given a name that has none of them. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/rtf': ['.rtf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/**
 * The name ending as its content is: the file reaches recruiters, whose computers open it by its name,
 * so "setup.exe" holding a PDF goes as "setup.exe.pdf", never run as a program.
 */
export function withExtensionOf(name: string, mimeType: string): string {
  const extensions = EXTENSIONS[mimeType];
  if (!extensions || extensions.some((extension) => name.toLowerCase().endsWith(extension))) return name;
  return `${name}${extensions[0]}`;
}
