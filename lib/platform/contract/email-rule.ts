/**
 * The platform's email rule, as data: one @, a dotted domain, no spaces, at most 254 characters once
 * trimmed. Free of any schema library, so the contract's `emailSchema` (zod, server side) and the
 * apply form's check (zod/mini, in the browser) build from the same rule.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_INVALID = 'Enter an email address like name@example.com';
