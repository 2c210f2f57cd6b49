import type { ReturnedValues } from '../form-state';
import { STANDARD_TEXT_FIELDS, type ApplicationValues } from '../application-values';

/**
 * What a draft keeps of an application: the typed answers, never files (they stay on the candidate's
 * device) and never consent (agreeing to share one's data is a decision made when sending, not restored).
 */
export type DraftValues = Omit<ReturnedValues, 'consent' | 'filesToChooseAgain'>;

/** A draft as the browser keeps it: the answers, which file fields had a file, and the server copy's link. */
export type Draft = {
  values: DraftValues;
  /** Fields that had a file when the draft was saved: the page asks for it again. */
  filesChosen: ('resume' | 'avatar')[];
  /** The "finish later" link's token, so submitting deletes the server copy too. */
  draftToken?: string;
  /**
   * How long ago it was saved, when read. A link's copy and this browser's are compared by age, not by
   * time of day: the device's clock may be wrong, but it runs at the right speed.
   */
  ageMs?: number;
};

/** The answers behind a "finish later" link, and the file fields the page asks for again. */
export type SavedDraft = Omit<Draft, 'draftToken'>;

/** The form field that carries the "finish later" link's token back with the application. */
export const DRAFT_TOKEN_FIELD = 'draftToken';

/** The posting page's query parameter that carries the token in a "finish later" link. */
export const DRAFT_LINK_PARAM = 'draft';

/** Whether anything was typed: an empty form is not worth keeping. */
export function hasAnswers(values: DraftValues): boolean {
  const filled = (value: unknown): boolean =>
    typeof value === 'string'
      ? value.trim() !== ''
      : Array.isArray(value)
        ? value.some(filled)
        : value === true ||
          (value !== null && typeof value === 'object' && Object.values(value).some(filled));
  return STANDARD_TEXT_FIELDS.some((name) => filled(values[name])) || filled(values.answers);
}

/** The part of the form's values a draft keeps (see DraftValues). */
export function toDraftValues(values: ApplicationValues): DraftValues {
  const { resume: _resume, avatar: _avatar, consent: _consent, ...kept } = values;
  return kept;
}
