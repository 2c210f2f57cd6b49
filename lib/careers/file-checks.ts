import { z } from 'zod';
import { avatarTypes, MAX_UPLOAD_BYTES, resumeTypes } from './application-form';

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

export function fileSchema(kind: 'resume' | 'avatar', mode: 'browser' | 'server', allowed: boolean) {
  const rules = kind === 'resume' ? resumeTypes : avatarTypes;
  return z
    .custom<FileInput>(() => true)
    .transform((value) => toFile(value, mode))
    .superRefine((file, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (file === null) return;
      if (file === 'invalid') return fail('Choose a file to upload');
      if (!allowed) return fail('This job does not take a photo');
      if (file.size === 0) return fail('The file is empty');
      if (file.size > MAX_UPLOAD_BYTES) return fail(`The file is larger than 2 MB (${rules.label})`);
      const extension = /\.[a-z0-9]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
      const typeListed = (rules.mimeTypes as readonly string[]).includes(file.type.toLowerCase());
      if (!typeListed && !(extension && rules.accept.split(',').includes(extension)))
        fail(`This type of file is not accepted (${rules.label})`);
    })
    .transform((file) => (file === 'invalid' ? null : file));
}
