/** What the "email me new jobs like these" action answers; `useActionState` keeps it, with or without JavaScript. */
export type AlertFormState =
  | { status: 'idle' }
  | { status: 'error'; email: string; fieldError?: string; formError?: string }
  /** Stored: a confirmation mail is on its way. */
  | { status: 'ok' };

export const idleAlertFormState: AlertFormState = { status: 'idle' };
