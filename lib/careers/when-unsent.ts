import { unstable_isUnrecognizedActionError as isUnrecognizedAction } from 'next/navigation';
import { messageKey } from '../i18n/message-key';

/** The browser could not reach the site: nothing sent, nothing lost, try again. */
export const UNSENT = messageKey('pageError.unsent');
/** The site was updated while the page was open and no longer knows its action: a reload is the way on. */
export const OUTDATED = messageKey('pageError.outdated');

/**
 * A server action as the browser calls it: when the request itself fails (offline, the site out of
 * reach, a deploy that no longer knows the action), it answers `unsent(why, ...args)` instead of
 * throwing, with `why` the message key that says what to do. Thrown, the failure would reach the error
 * boundary, which replaces the page and everything typed and chosen in it. On the server the action
 * stays as it is, so its forms still post without JavaScript. Sending again is safe: the apply form's
 * token makes a second send the same application.
 */
export function whenUnsent<Args extends unknown[], Answer>(
  action: (...args: Args) => Promise<Answer>,
  unsent: (why: string, ...args: Args) => Answer,
): (...args: Args) => Promise<Answer> {
  if (typeof window === 'undefined') return action;
  return async (...args) => {
    try {
      return await action(...args);
    } catch (error) {
      return unsent(isUnrecognizedAction(error) ? OUTDATED : UNSENT, ...args);
    }
  };
}
