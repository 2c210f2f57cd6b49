/** What the retry server action answers, read by the row's button. */
export type RetryState = { status: 'idle' } | { status: 'ok' | 'error'; message: string };
export const initialRetryState: RetryState = { status: 'idle' };
