import { getTranslations } from 'next-intl/server';
import type { AlertFrequency } from '@/lib/careers/alerts/alert-frequency';
import type { AlertView } from '@/lib/careers/alerts/alert-pages';
import { FREQUENCY_WORDS } from './frequency-words';
import styles from './alerts.module.css';

type Props = {
  alerts: AlertView[];
  /** The delete action bound to the page's manage link, taking the alert's id. */
  deleteAction: (alertId: string) => () => Promise<void>;
  /** The frequency action bound to the page's manage link, taking the alert's id and its new frequency. */
  frequencyAction: (alertId: string, frequency: AlertFrequency) => () => Promise<void>;
};

/** The other frequency, which the alert's button switches to. */
const OTHER: Record<AlertFrequency, AlertFrequency> = { daily: 'weekly', weekly: 'daily' };
const SWITCH_WORDS = {
  daily: { text: 'switchToDaily', label: 'switchToDailyLabel' },
  weekly: { text: 'switchToWeekly', label: 'switchToWeeklyLabel' },
} as const;

/**
 * One address's job alerts, each with how often it mails, the jobs it searches now, and buttons that
 * switch its frequency and delete it.
 */
export async function ManagedAlertList({ alerts, deleteAction, frequencyAction }: Props) {
  const t = await getTranslations('alerts');
  if (alerts.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => {
        const other = SWITCH_WORDS[OTHER[alert.frequency]];
        return (
          <li key={alert.id} className={styles.item}>
            <span className={styles.itemText}>
              <span>{t('alertItem', { search: alert.description })}</span>
              <span className={styles.itemFrequency}>{t(FREQUENCY_WORDS[alert.frequency])}</span>
            </span>
            <div className={styles.itemActions}>
              <a href={alert.jobsHref} aria-label={t('seeJobsLabel', { search: alert.description })}>
                {t('seeJobs')}
              </a>
              <form action={frequencyAction(alert.id, OTHER[alert.frequency])}>
                <button
                  type="submit"
                  className="button button-secondary"
                  aria-label={t(other.label, { search: alert.description })}
                >
                  {t(other.text)}
                </button>
              </form>
              <form action={deleteAction(alert.id)}>
                <button
                  type="submit"
                  className="button button-secondary"
                  aria-label={t('deleteLabel', { search: alert.description })}
                >
                  {t('delete')}
                </button>
              </form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
