import { getTranslations } from 'next-intl/server';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import { statusPagePath } from '@/lib/careers/status-link';
import { embedStatusPath } from '@/lib/embed/embed-status-links';
import { formatDate } from '@/lib/i18n/format-date';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { JobTitle } from './job-title';
import styles from './status.module.css';

/**
 * The status page a request page leads back to: the site's, in the page's language, or with `frame`
 * (the frame's own query, read by readFrameQuery) the one inside the employer's frame.
 */
export async function statusPageOf(token: string, frame?: string): Promise<string> {
  return frame === undefined
    ? localizedPath(await requestLocale(), statusPagePath(token))
    : embedStatusPath(token, frame);
}

/**
 * The parts of a page that confirms a request a candidate makes of their application (withdrawing it,
 * deleting the site's copy). First, which application: "… your application for <job>, sent on <date>".
 */
export async function WhichApplication({
  message,
  status,
}: {
  message: 'withdrawText' | 'keepText' | 'eraseText' | 'updatesStopText' | 'updatesStartText';
  status: Pick<ApplicationStatusView, 'jobTitle' | 'jobLanguage' | 'submittedAt'>;
}) {
  const [t, locale] = await Promise.all([getTranslations('status'), requestLocale()]);
  // "Not listed any more" is the page's own words, in its language.
  const language = status.jobTitle ? status.jobLanguage : locale;
  return (
    <p>
      {t.rich(message, {
        job: status.jobTitle ?? t('jobUnlisted'),
        date: formatDate(status.submittedAt, locale),
        strong: (chunks) => (
          <strong>
            <JobTitle language={language} locale={locale}>
              {chunks}
            </JobTitle>
          </strong>
        ),
      })}
    </p>
  );
}

/** Then two choices of equal weight, each a full-size target: do it (a plain form post), or go back. */
export function RequestChoices({
  action,
  confirm,
  keep,
  back,
}: {
  action: () => Promise<void>;
  confirm: string;
  keep: string;
  back: string;
}) {
  return (
    <form action={action} className={styles.requestChoices}>
      <button type="submit" className="button">
        {confirm}
      </button>
      <a href={back} className="button button-secondary">
        {keep}
      </a>
    </form>
  );
}
