/**
 * How long a half-filled form is kept: on the server for "finish later" (and its link), and in the
 * browser. Plain data: the browser's draft, the server's and the privacy page say the same.
 */
export const DRAFT_TTL_MS = 7 * 86_400_000;
