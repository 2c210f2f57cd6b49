/**
 * The application's limits and file rules, as plain data (no schema library): the contract's zod schemas,
 * the platform's checks, the site's form (in the browser too) and its server action all read them here,
 * so a rule changes in one place.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Per answer value, in UTF-8 bytes. */
export const MAX_VALUE_BYTES = 4000;
/** The message to the hiring manager, in characters (its own limit: a cover letter is longer than an answer). */
export const MAX_MESSAGE_CHARS = 10_000;
/** Records of a repeatable question. */
export const MAX_RECORDS = 100;
export const MAX_ATTACHMENTS = 10;

export type FileRule = {
  /** Content types judged from the bytes, never from the name. */
  mimeTypes: readonly string[];
  /** What a file picker offers (`accept`), and what a name may end with. */
  extensions: readonly string[];
  /** The types' everyday names, in order, for a person to read as a list in their own language. */
  typeNames: readonly string[];
};

/** Each type's file name endings; the first is the one a name given without any of them gets. */
export const extensionsOfType: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/rtf': ['.rtf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

const fileRule = (mimeTypes: readonly string[], typeNames: readonly string[]): FileRule => ({
  mimeTypes,
  extensions: mimeTypes.flatMap((type) => extensionsOfType[type] ?? []),
  typeNames,
});

/** Resume and attachments. */
export const documentFileRule: FileRule = fileRule(
  [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/rtf',
    'image/jpeg',
    'image/png',
  ],
  ['PDF', 'DOC', 'DOCX', 'RTF', 'JPG', 'PNG'],
);

/** The avatar (photo). */
export const imageFileRule: FileRule = fileRule(['image/jpeg', 'image/png'], ['JPG', 'PNG']);

/** Types browsers or sniffers report under another name than the rule's. */
export const mimeTypeAliases: Readonly<Record<string, string>> = {
  // Browsers call RTF text/rtf.
  'text/rtf': 'application/rtf',
  // file-type names a legacy Word document by its container format.
  'application/x-cfb': 'application/msword',
};

export const canonicalMimeType = (type: string) => mimeTypeAliases[type.toLowerCase()] ?? type.toLowerCase();
