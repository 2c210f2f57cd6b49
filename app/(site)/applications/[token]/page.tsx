import { StatusView, statusPageMetadata } from '@/components/status/status-view';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { ALL_LINK_QUERY, allLinkAnswerOf } from '@/lib/careers/status/all-link-answer';
import { STATUS_ANSWER_QUERY, statusAnswerOf } from '@/lib/careers/status/status-answer';
import { emailAllApplicationsLink } from '@/lib/careers/status/status-link-actions';
import { copyPath, erasePagePath, updatesPagePath, withdrawPagePath } from '@/lib/careers/status-link';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = statusPageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ApplicationStatusPage({ params, searchParams }: Props) {
  const [{ token }, query, locale] = await Promise.all([params, searchParams, requestLocale()]);
  return (
    <StatusView
      token={token}
      links={siteJobLinksIn(locale)}
      withdrawHref={localizedPath(locale, withdrawPagePath(token))}
      eraseHref={localizedPath(locale, erasePagePath(token))}
      updatesHref={localizedPath(locale, updatesPagePath(token))}
      copyHref={copyPath(token)}
      allLink={{
        action: emailAllApplicationsLink.bind(null, token),
        answer: allLinkAnswerOf(query[ALL_LINK_QUERY]),
      }}
      answered={statusAnswerOf(query[STATUS_ANSWER_QUERY])}
    />
  );
}
