import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { ContactLink } from '@/components/site/contact-link';
import { getSiteConfig } from '@/lib/careers/site';
import type { AddressErasureSubject } from '@/lib/careers/status/address-erasure';
import { getAddressErasureSubject } from '@/lib/careers/status/site-status';
import { eraseEverything } from '@/lib/careers/status/address-erasure-actions';
import { addressPagePath } from '@/lib/careers/status-link';
import { isTokenShaped, statusRequestDeps } from '@/lib/careers/status/status-request-deps';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { RequestChoices } from './request-parts';

/**
 * "Delete everything this site keeps under your address?": how much that is, what else follows (the
 * platform's copies, a send under way), and the button. Opening the page changes nothing (mail scanners
 * open links). A link that does not work is the page of them all's not-found.
 */
export async function AddressEraseView({ token }: { token: string }) {
  const [deps, locale] = await Promise.all([statusRequestDeps(), requestLocale()]);
  const subject = isTokenShaped(token) ? await getAddressErasureSubject(token) : null;
  if (!subject) notFound();
  const t = await getTranslations('status');
  return (
    <Notice title={t('allEraseTitle')} headingLevel={1}>
      <p>{t('allEraseText', { applications: subject.applications, alerts: subject.alerts })}</p>
      <WhatElse subject={subject} staffAsked={deps.staff.length > 0} />
      <RequestChoices
        action={eraseEverything.bind(null, token)}
        confirm={t('allEraseButton')}
        keep={t('allEraseKeep')}
        back={localizedPath(locale, addressPagePath(token))}
      />
    </Notice>
  );
}

/** What else deleting does, or cannot do, where the applications stand. */
async function WhatElse({ subject, staffAsked }: { subject: AddressErasureSubject; staffAsked: boolean }) {
  const t = await getTranslations('status');
  const { privacyContact } = getSiteConfig();
  const contact = () => <ContactLink contact={privacyContact} />;
  return (
    <>
      {subject.settling && <p>{t('allEraseSettling')}</p>}
      {subject.onPlatform && (
        <p>{staffAsked ? t('allErasePlatformAsked') : t.rich('allErasePlatformContact', { contact })}</p>
      )}
    </>
  );
}
