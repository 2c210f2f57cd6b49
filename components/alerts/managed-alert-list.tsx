import { getTranslations } from 'next-intl/server';
import type { AlertView } from '@/lib/careers/alerts/alert-pages';
import styles from './alerts.module.css';

type Props = {
  alerts: AlertView[];
  /** The delete action bound to the page's manage link, taking the alert's id. */
  deleteAction: (alertId: string) => () => Promise<void>;
};

/** One address's job alerts, each with the jobs it searches now and a button that deletes it. */
export async function ManagedAlertList({ alerts, deleteAction }: Props) {
  const t = await getTranslations('alerts');
  if (alerts.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <li key={alert.id} className={styles.item}>
          <span>{t('alertItem', { search: alert.description })}</span>
          <div className={styles.itemActions}>
            <a href={alert.jobsHref} aria-label={t('seeJobsLabel', { search: alert.description })}>
              {t('seeJobs')}
            </a>
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
      ))}
    </ul>
  );
}
