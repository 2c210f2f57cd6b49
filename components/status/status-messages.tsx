import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

/** The status route's layout: its page, polling panel and error boundary speak from `status`. */
export function StatusMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['status']}>{children}</PageMessages>;
}
