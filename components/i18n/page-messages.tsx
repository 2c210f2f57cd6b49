import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Namespace } from '@/lib/i18n/messages';

/**
 * Gives the client components below it a page's own namespaces on top of the shared ones (a nested
 * provider replaces its parent's messages, so both go in): the status page's or the alerts' sentences
 * travel only with the pages that show them, not in every page's payload.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const own = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <NextIntlClientProvider messages={{ ...clientMessages(all), ...own }}>{children}</NextIntlClientProvider>
  );
}
