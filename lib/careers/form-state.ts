import type { ApplicationValues } from './application-values';

/** The hidden field that carries, round trip after round trip, the file fields the page asks for again. */
export const FILES_ASKED_AGAIN_FIELD = 'filesAskedAgain';
/** The hidden field that carries the shape of the form the page showed (lib/careers/form-shape.ts). */
export const FORM_SHAPE_FIELD = 'formShape';

/** The form's file fields. */
export const fileFields = ['resume', 'avatar'] as const;
export type FileField = (typeof fileFields)[number];

/**
 * Values that can travel back to the page. Files cannot (a page cannot put a file back in its field), so
 * `filesToChooseAgain` names the file fields that had one: the page asks for them again.
 */
export type ReturnedValues = Omit<ApplicationValues, FileField> & {
  filesToChooseAgain?: FileField[];
};

/** The proof-of-work widget's challenge URL, and the no-JavaScript proof of waiting. */
export type ApplyChallenge = { waitToken: string; waitSeconds: number };

/** What the apply action answers; `useActionState` keeps it, with or without JavaScript. */
export type ApplyFormState =
  | { status: 'idle' }
  | {
      status: 'error';
      /** Form path (`answers.q-visa.0.f-visa`) → message. */
      fieldErrors: Record<string, string>;
      formError?: string;
      /** Absent when the browser could not send the form at all: it still holds every value. */
      values?: ReturnedValues;
      /** The form token the page carries on (see submission-guards). */
      formToken?: string;
      /** Past the abuse limits: the page shows the challenge (lib/careers/abuse/apply-limits.ts). */
      challenge?: ApplyChallenge;
    }
  /** Not an error: the no-JavaScript "add another record" / "remove" buttons re-render the form. */
  | { status: 'editing'; values: ReturnedValues; announcement: string; formToken?: string }
  /**
   * Stored: delivery goes on in the background; `statusPath` is the candidate's status page, and
   * `mailedTo` the address its link was mailed to (absent when none was: past the hourly mail ceiling).
   * `changesNotSent` when the form had been sent already with other answers: the first application stands.
   * `appliedBefore` when this browser had applied to the posting with the same address (another form):
   * that application stands, and no link to it is shown — on a shared computer, the one who typed the
   * address may not be the one who applied; the link is in the mail sent to that address.
   */
  | {
      status: 'ok';
      reference: string;
      statusPath: string;
      mailedTo?: string;
      changesNotSent?: true;
      appliedBefore?: true;
    };

export const idleState: ApplyFormState = { status: 'idle' };
