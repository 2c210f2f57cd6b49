import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';

/** The alert pages' error boundary is a client component: it speaks from `alerts`. */
export default function AlertsLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['alerts']}>{children}</PageMessages>;
}
