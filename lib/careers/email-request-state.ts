// No imports: the browser's forms read this, and anything imported here would ship with them (the
// platform contract brings zod, some 35 kB).

/**
 * What a form that mails an address someone typed (a job alert, the links to one's applications)
 * answers; `useActionState` keeps it, with or without JavaScript. Errors are message keys.
 */
export type EmailRequestState =
  | { status: 'idle' }
  | { status: 'error'; email: string; fieldError?: string; formError?: string }
  /** Taken: a mail is on its way (or, for a look-up, would be if there is anything to send). */
  | { status: 'ok' };

export const idleEmailRequest: EmailRequestState = { status: 'idle' };
