import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { getApplicationStatus, wasPurged } from '@/lib/careers/status/site-status';
import { withdrawApplication, withdrawApplicationInFrame } from '@/lib/careers/status/withdrawal-actions';
import { ApplicationPurged } from './application-purged';
import { RequestChoices, statusPageOf, WhichApplication } from './request-parts';
import { tokenPageMetadata } from './token-page-metadata';

export const withdrawPageMetadata = () => tokenPageMetadata('withdrawTitle');

/**
 * "Withdraw your application?": what withdrawing does, and the button that does it. Opening the page
 * changes nothing (mail scanners open links); an application that ended, or whose withdrawal was asked
 * already, goes back to its status page, which says so. With `frame` (the frame's own query, read by
 * readFrameQuery), the page is inside the employer's frame and leads back to the status page there.
 */
export async function WithdrawView({ token, frame }: { token: string; frame?: string }) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  const [t, statusPage] = await Promise.all([getTranslations('status'), statusPageOf(token, frame)]);
  const action =
    frame === undefined
      ? withdrawApplication.bind(null, token)
      : withdrawApplicationInFrame.bind(null, token, frame);
  if (status.final || status.withdrawalAskedAt) redirect(statusPage);
  return (
    <Notice title={t('withdrawTitle')} headingLevel={1}>
      <WhichApplication message="withdrawText" status={status} />
      <p>{t('withdrawEffect')}</p>
      <RequestChoices
        action={action}
        confirm={t('withdrawButton')}
        keep={t('withdrawKeep')}
        back={statusPage}
      />
    </Notice>
  );
}
