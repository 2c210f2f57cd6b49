'use client';
import { useTranslations } from 'next-intl';
import type { EmailRequestState } from '@/lib/careers/email-request-state';
import { EmailRequestForm } from '@/components/site/email-request-form';

type Props = { action: (previous: EmailRequestState, formData: FormData) => Promise<EmailRequestState> };

/** "Email me my applications": one address, the same answer whether or not it applied here. */
export function FindApplicationsForm({ action }: Props) {
  const t = useTranslations('status');
  return (
    <EmailRequestForm
      action={action}
      inputId="find-email"
      label={t('findEmailLabel')}
      button={t('findButton')}
      sent={<p>{t.rich('findSent', { strong: (chunks) => <strong>{chunks}</strong> })}</p>}
    />
  );
}
