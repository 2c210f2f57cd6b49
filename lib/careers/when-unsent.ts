import { messageKey } from '../i18n/message-key';

/** What the candidate reads when their browser could not reach the site: nothing sent, nothing lost. */
export const UNSENT = messageKey('pageError.unsent');

/**
 * A server action as the browser calls it: when the request itself fails (offline, the site out of
 * reach, a deploy that no longer knows the action), it answers `unsent(...args)` instead of throwing.
 * Thrown, the failure would reach the error boundary, which replaces the page and everything typed
 * and chosen in it. On the server the action stays as it is, so its forms still post without
 * JavaScript. Sending again is safe: the apply form's token makes a second send the same application.
 */
export function whenUnsent<Args extends unknown[], Answer>(
  action: (...args: Args) => Promise<Answer>,
  unsent: (...args: Args) => Answer,
): (...args: Args) => Promise<Answer> {
  if (typeof window === 'undefined') return action;
  return async (...args) => {
    try {
      return await action(...args);
    } catch {
      return unsent(...args);
    }
  };
}
