import type { ReactNode } from 'react';
import { foreignPart } from '@/lib/i18n/ad-language';

/**
 * A job's title on a page about an application: in its ad's language, which the page may not speak.
 * `lang` lets a screen reader speak it in that language; `bdi` keeps its own direction.
 */
export function JobTitle({
  children,
  language,
  locale,
}: {
  children: ReactNode;
  language: string | null;
  locale: string;
}) {
  return <bdi {...foreignPart(language ?? undefined, locale)}>{children}</bdi>;
}
