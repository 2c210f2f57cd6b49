import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { ContactLink } from '@/components/site/contact-link';
import { getSiteConfig } from '@/lib/careers/site';
import { erasureSubjectOf, type ErasureCase } from '@/lib/careers/status/erasure';
import {
  eraseApplicationDetails,
  eraseApplicationDetailsInFrame,
} from '@/lib/careers/status/erasure-actions';
import { listedJob, wasPurged } from '@/lib/careers/status/site-status';
import { statusRequestDeps } from '@/lib/careers/status/status-request-deps';
import { ApplicationPurged } from './application-purged';
import { RequestChoices, statusPageOf, WhichApplication } from './request-parts';
import { tokenPageMetadata } from './token-page-metadata';

export const erasePageMetadata = () => tokenPageMetadata('eraseTitle');

/**
 * "Delete your details from this site?": what deleting does to this application (whether it is also
 * withdrawn, whether the platform keeps a copy and who deletes that), and the button that does it.
 * Opening the page changes nothing (mail scanners open links), and asks the platform nothing. Once
 * deleting is asked while a send settles, there is no button, only the way back. With `frame` (the
 * frame's own query, read by readFrameQuery), the page is inside the employer's frame and leads to the
 * frame's pages.
 */
export async function EraseView({ token, frame }: { token: string; frame?: string }) {
  const deps = await statusRequestDeps();
  const subject = await erasureSubjectOf(deps, token);
  if (!subject) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  const { where, postingId, submittedAt } = subject;
  const [t, statusPage, job] = await Promise.all([
    getTranslations('status'),
    statusPageOf(token, frame),
    listedJob(postingId).catch(() => null),
  ]);
  const action =
    frame === undefined
      ? eraseApplicationDetails.bind(null, token)
      : eraseApplicationDetailsInFrame.bind(null, token, frame);
  return (
    <Notice title={t('eraseTitle')} headingLevel={1}>
      <WhichApplication
        message="eraseText"
        status={{ jobTitle: job?.title ?? null, jobLanguage: job?.language ?? null, submittedAt }}
      />
      <p>
        <WhatElse where={where} staffAsked={deps.staff.length > 0} />
      </p>
      {where === 'asked' ? (
        <p>
          <a href={statusPage}>{t('eraseBack')}</a>
        </p>
      ) : (
        <RequestChoices action={action} confirm={t('eraseButton')} keep={t('eraseKeep')} back={statusPage} />
      )}
    </Notice>
  );
}

/** What else deleting does, or cannot do, where the application stands. */
async function WhatElse({ where, staffAsked }: { where: ErasureCase; staffAsked: boolean }) {
  const t = await getTranslations('status');
  if (where === 'not-sent') return t('eraseNotSent');
  if (where === 'not-on-platform') return t('eraseNothingElse');
  if (where === 'asked') return t('eraseAlreadyAsked');
  if (staffAsked) return t(where === 'settling' ? 'eraseSettling' : 'erasePlatformAsked');
  const { privacyContact } = getSiteConfig();
  const contact = () => <ContactLink contact={privacyContact} />;
  return t.rich(where === 'settling' ? 'eraseSettlingContact' : 'erasePlatformContact', { contact });
}
