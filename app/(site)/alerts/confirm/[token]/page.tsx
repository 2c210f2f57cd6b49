import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/alerts/alerts.module.css';
import { FREQUENCY_WORDS } from '@/components/alerts/frequency-words';
import { Notice } from '@/components/postings/notice';
import { alertFrequencies } from '@/lib/careers/alerts/alert-frequency';
import { confirmJobAlert } from '@/lib/careers/alerts/alert-actions';
import { getAlertToConfirm } from '@/lib/careers/alerts/alert-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('alerts');
  return { title: t('confirmTitle'), robots: { index: false } };
}

type Props = { params: Promise<{ token: string }> };

/**
 * The confirmation mail's link. Opening it confirms nothing (mail scanners open links); the button does,
 * with how often to mail (daily unless chosen otherwise).
 */
export default async function ConfirmAlertPage({ params }: Props) {
  const { token } = await params;
  const [found, t] = await Promise.all([getAlertToConfirm(token), getTranslations('alerts')]);
  if (found.status === 'not_found') notFound();
  return (
    <Notice title={t('confirmTitle')} headingLevel={1}>
      <p>
        {t.rich('confirmText', {
          search: found.alert.description,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <form action={confirmJobAlert.bind(null, token)}>
        <fieldset className={styles.frequency}>
          <legend>{t('frequencyLegend')}</legend>
          {alertFrequencies.map((frequency) => (
            <label key={frequency}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={frequency === found.alert.frequency}
              />
              {t(FREQUENCY_WORDS[frequency])}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t('confirmButton')}
        </button>
      </form>
    </Notice>
  );
}
