import * as z from 'zod/mini';
import { canonicalMimeType } from '../platform/contract/application-rules';
import { avatarTypes, MAX_UPLOAD_BYTES, resumeTypes, type UploadRule } from './application-form';
import { messageKey } from '../i18n/message-key';

/**
 * The upload fields' schema. Here only size and declared type are checked, the same in the browser and
 * on the server; the server reads the files' bytes afterwards.
 */

export type FileInput = File | FileList | null | undefined;

/** A browser FileList or File, or a File from FormData (empty and nameless: no file chosen). */
function toFile(value: unknown, mode: 'browser' | 'server'): File | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (mode === 'browser' && typeof FileList !== 'undefined' && value instanceof FileList)
    return value.item(0);
  if (typeof File !== 'undefined' && value instanceof File)
    return value.size === 0 && value.name === '' ? null : value;
  return 'invalid';
}

/** What is wrong with the chosen file, if anything. */
function fileError(file: File | null | 'invalid', rules: UploadRule, allowed: boolean): string | undefined {
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

/**
 * Reads the field as a File or null, refusing what is not a file or breaks the rules. Checks and an
 * overwrite rather than a pipe into z.transform: zod/mini's transform always answers with a promise in
 * an async parse, which would reorder the issues and keys against the synchronous fields.
 */
export function fileSchema(kind: 'resume' | 'avatar', mode: 'browser' | 'server', allowed: boolean) {
  const rules = kind === 'resume' ? resumeTypes : avatarTypes;
  return z
    .custom<File | null, FileInput>(() => true)
    .check(
      z.superRefine((value: unknown, ctx) => {
        const message = fileError(toFile(value, mode), rules, allowed);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      z.overwrite((value: unknown) => {
        const file = toFile(value, mode);
        return file === 'invalid' ? null : file;
      }),
    );
}
