import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { canonicalMimeType, extensionsOfType, type FileUpload } from '../platform/contract';
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
  const bytes = Buffer.from(await file.arrayBuffer());
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
    fileContent: bytes.toString('base64'),
  };
}

const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f\\/"]/g;

/** Characters a name keeps: the platform takes 255 (UTF-16 units), and an extension may be added after. */
const NAME_UNITS = 200;

/**
 * The file's name as the platform gets it: no control character, slash or quote, cut to 200 UTF-16
 * units of whole characters (never half of one, which the platform would refuse), and the kind where
 * nothing is left.
 */
export function safeFileName(name: string, kind: 'resume' | 'avatar'): string {
  let kept = '';
  for (const character of name.replace(UNSAFE_IN_NAME, '_')) {
    if (character.length === 1 && /[\ud800-\udfff]/.test(character)) continue;
    if (kept.length + character.length > NAME_UNITS) break;
    kept += character;
  }
  return kept.trim() || kind;
}

/** The stream every Word 97–2003 document has ([MS-DOC] 2.1), named in the container's directory. */
const WORD_DOCUMENT = Buffer.from('WordDocument', 'utf16le');
const holdsWordDocument = (bytes: Buffer) => bytes.includes(WORD_DOCUMENT);

/**
 * The name ending as its content is: the file reaches recruiters, whose computers open it by its name,
 * so "setup.exe" holding a PDF goes as "setup.exe.pdf", never run as a program.
 */
export function withExtensionOf(name: string, mimeType: string): string {
  const extensions = extensionsOfType[mimeType];
  if (!extensions || extensions.some((extension) => name.toLowerCase().endsWith(extension))) return name;
  return `${name}${extensions[0]}`;
}
