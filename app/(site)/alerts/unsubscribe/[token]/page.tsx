import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { ArrivalNote } from '@/components/site/arrival-note';
import { unsubscribeJobAlert } from '@/lib/careers/alerts/alert-actions';
import { getAlertToUnsubscribe } from '@/lib/careers/alerts/alert-pages';
import { STOPPED_ANSWER } from '@/lib/careers/alerts/stopped-answer';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('alerts');
  return { title: t('stopMetaTitle'), robots: { index: false } };
}

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The mail's "Stop this alert" link: asks once, then says it is done (and stays so). Right after the
 * button the answer takes focus and is read out (the button it replaces is gone); on a later visit it is
 * only shown.
 */
export default async function UnsubscribeAlertPage({ params, searchParams }: Props) {
  const { token } = await params;
  const answered = (await searchParams)[STOPPED_ANSWER.name] === STOPPED_ANSWER.value;
  const [found, t, locale] = await Promise.all([
    getAlertToUnsubscribe(token),
    getTranslations('alerts'),
    requestLocale(),
  ]);
  if (found.status === 'not_found') notFound();
  if (!found.alert) {
    return (
      <Notice title={t('stoppedTitle')} headingLevel={1}>
        {answered ? (
          <ArrivalNote answeredBy={[STOPPED_ANSWER.name]}>{t('stoppedText')}</ArrivalNote>
        ) : (
          <p>{t('stoppedText')}</p>
        )}
        <p>
          <a href={localizedPath(locale, '/')}>{t('allJobs')}</a>
        </p>
      </Notice>
    );
  }
  return (
    <Notice title={t('stopTitle')} headingLevel={1}>
      <p>
        {t.rich('stopText', {
          search: found.alert.description,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <form action={unsubscribeJobAlert.bind(null, token)}>
        <button type="submit" className="button">
          {t('stopButton')}
        </button>
      </form>
    </Notice>
  );
}
