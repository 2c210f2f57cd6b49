import { useTranslations } from 'next-intl';
import { NewTabLink } from '@/components/site/new-tab-link';
import styles from './posting.module.css';

/**
 * "Work here? Refer someone for this job": the platform's referral page for the job, where the
 * employer's staff sign in and recommend someone. Their referrals are often an employer's best hires, and
 * the platform's own job pages offer it; opened in a new tab, so the ad stays where it was.
 */
export function ReferSomeone({ url }: { url: string }) {
  const t = useTranslations('jobs');
  return (
    <p className={styles.refer}>
      {t.rich('referSomeone', { link: (chunks) => <NewTabLink href={url}>{chunks}</NewTabLink> })}
    </p>
  );
}
