import * as z from 'zod/mini';
import { avatarTypes, resumeTypes } from './application-form';
import { fileError } from './file-error';

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
