import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FindApplicationsForm } from '@/components/status/find-applications-form';
import styles from '@/components/status/status.module.css';
import { emailStatusLinks } from '@/lib/careers/status/status-link-actions';
import { STATUS_LINK_LIMITS } from '@/lib/careers/abuse/mail-request-limits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  // A form, not content: nothing for a search engine to list.
  return { title: t('findTitle'), robots: { index: false, follow: true } };
}

/** Where a candidate who lost their confirmation mail gets the links to their applications again. */
export default async function FindApplicationsPage() {
  const t = await getTranslations('status');
  return (
    <div className={styles.panel}>
      <h1>{t('findTitle')}</h1>
      <p>{t('findIntro')}</p>
      <p>{t('findPrivacy', { perDay: STATUS_LINK_LIMITS.perEmailPerDay })}</p>
      <FindApplicationsForm action={emailStatusLinks} />
    </div>
  );
}
