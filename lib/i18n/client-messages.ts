import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces the browser needs (client components: the form, its checks and the action's answers);
 * the rest is rendered on the server and never travels in the page's payload.
 */
const CLIENT_NAMESPACES = ['form', 'errors', 'apply', 'pageError', 'drafts'];

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => CLIENT_NAMESPACES.includes(namespace)),
  );
}
