import { getLocale, getTranslations } from 'next-intl/server';
import { isolatedText } from '@/lib/i18n/isolated-text';
import { alertFrequencies, type AlertFrequency } from '@/lib/careers/alerts/alert-frequency';
import type { AlertView } from '@/lib/careers/alerts/alert-pages';
import { FREQUENCY_WORDS, SWITCH_WORDS } from './frequency-words';
import styles from './alerts.module.css';

type Props = {
  alerts: AlertView[];
  /** The delete action bound to the page's manage link, taking the alert's id. */
  deleteAction: (alertId: string) => () => Promise<void>;
  /** The frequency action bound to the page's manage link, taking the alert's id and its new frequency. */
  frequencyAction: (alertId: string, frequency: AlertFrequency) => () => Promise<void>;
};

/**
 * One address's job alerts, each with how often it mails, the jobs it searches now, a button for each
 * other frequency (plain form posts: they work without JavaScript) and one that deletes it.
 */
export async function ManagedAlertList({ alerts, deleteAction, frequencyAction }: Props) {
  const [t, locale] = await Promise.all([getTranslations('alerts'), getLocale()]);
  if (alerts.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className={styles.list}>
      {alerts.map(({ description, ...alert }) => {
        // A search typed in Latin letters inside an Arabic sentence (and its labels) keeps its own order.
        const search = isolatedText(locale, description);
        return (
          <li key={alert.id} className={styles.item}>
            <span className={styles.itemText}>
              <span>{t('alertItem', { search })}</span>
              <span className={styles.itemFrequency}>{t(FREQUENCY_WORDS[alert.frequency])}</span>
            </span>
            <div className={styles.itemActions}>
              <a href={alert.jobsHref} aria-label={t('seeJobsLabel', { search })}>
                {t('seeJobs')}
              </a>
              {alertFrequencies
                .filter((frequency) => frequency !== alert.frequency)
                .map((frequency) => (
                  <form key={frequency} action={frequencyAction(alert.id, frequency)}>
                    <button
                      type="submit"
                      className="button button-secondary"
                      aria-label={t(SWITCH_WORDS[frequency].label, { search })}
                    >
                      {t(SWITCH_WORDS[frequency].text)}
                    </button>
                  </form>
                ))}
              <form action={deleteAction(alert.id)}>
                <button
                  type="submit"
                  className="button button-secondary"
                  aria-label={t('deleteLabel', { search })}
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
