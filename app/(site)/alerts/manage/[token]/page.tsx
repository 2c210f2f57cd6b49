import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SWITCHED_WORDS } from '@/components/alerts/frequency-words';
import { ManagedAlertList } from '@/components/alerts/managed-alert-list';
import { Notice } from '@/components/postings/notice';
import { ArrivalNote } from '@/components/site/arrival-note';
import { deleteJobAlert, setJobAlertFrequency } from '@/lib/careers/alerts/alert-actions';
import { getManagedAlerts } from '@/lib/careers/alerts/alert-pages';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('alerts');
  return { title: t('manageTitle'), robots: { index: false } };
}

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the page says after an action, by the `done` its redirect carries. */
const DONE = {
  confirmed: 'doneConfirmed',
  deleted: 'doneDeleted',
  ...SWITCHED_WORDS,
} as const;
const isDone = (value: unknown): value is keyof typeof DONE =>
  typeof value === 'string' && Object.hasOwn(DONE, value);

/** Every job alert of one address (a signed link in each digest): see them, mail less or more often, delete any. */
export default async function ManageAlertsPage({ params, searchParams }: Props) {
  const { token } = await params;
  const { done, for: answered } = await searchParams;
  const [found, t, locale] = await Promise.all([
    getManagedAlerts(token),
    getTranslations('alerts'),
    requestLocale(),
  ]);
  if (found.status === 'not_found') notFound();
  return (
    <Notice title={t('manageTitle')} headingLevel={1}>
      {/* A key per answer and alert: a second one on the same page (only its query changes) takes focus again. */}
      {isDone(done) && (
        <ArrivalNote key={`${done}-${String(answered)}`} answeredBy={['done', 'for']}>
          {t(DONE[done])}
        </ArrivalNote>
      )}
      <ManagedAlertList
        alerts={found.alerts}
        deleteAction={(id) => deleteJobAlert.bind(null, token, id)}
        frequencyAction={(id, frequency) => setJobAlertFrequency.bind(null, token, id, frequency)}
      />
      <p>
        <a href={localizedPath(locale, '/')}>{t('allJobs')}</a>
      </p>
    </Notice>
  );
}
