import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { getApplicationStatus, mayChangeWithdrawal, wasPurged } from '@/lib/careers/status/site-status';
import {
  keepApplication,
  keepApplicationInFrame,
  withdrawApplication,
  withdrawApplicationInFrame,
} from '@/lib/careers/status/withdrawal-actions';
import { ApplicationPurged } from './application-purged';
import { RequestChoices, statusPageOf, WhichApplication } from './request-parts';
import { tokenPageMetadata } from './token-page-metadata';

export const withdrawPageMetadata = () => tokenPageMetadata('withdrawTitle');

/**
 * "Withdraw your application?": what withdrawing does, and the button that does it. Opening the page
 * changes nothing (mail scanners open links). Once it is asked, and until staff record it, the same page
 * offers to take the request back ("Keep your application after all?"); an application that ended goes
 * back to its status page, which says so. A request changed too often today is not offered again until
 * tomorrow (withdrawal.ts: each change mails staff). With `frame` (the frame's own query, read by
 * readFrameQuery), the page is inside the employer's frame and leads back to the status page there.
 */
export async function WithdrawView({ token, frame }: { token: string; frame?: string }) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  const [t, statusPage, mayChange] = await Promise.all([
    getTranslations('status'),
    statusPageOf(token, frame),
    mayChangeWithdrawal(token),
  ]);
  // Asked to delete it: it goes any moment, so nothing more is offered (as on the status page).
  if (status.final || status.erasureAskedAt) redirect(statusPage);
  if (!mayChange)
    return (
      <Notice title={t(status.withdrawalAskedAt ? 'keepTitle' : 'withdrawTitle')} headingLevel={1}>
        <p>{t('changeLimited')}</p>
        <p>
          <a href={statusPage}>{t('keepBack')}</a>
        </p>
      </Notice>
    );
  if (status.withdrawalAskedAt) {
    const keep =
      frame === undefined
        ? keepApplication.bind(null, token)
        : keepApplicationInFrame.bind(null, token, frame);
    return (
      <Notice title={t('keepTitle')} headingLevel={1}>
        <WhichApplication message="keepText" status={status} />
        <p>{t('keepEffect')}</p>
        <RequestChoices action={keep} confirm={t('keepButton')} keep={t('keepBack')} back={statusPage} />
      </Notice>
    );
  }
  const action =
    frame === undefined
      ? withdrawApplication.bind(null, token)
      : withdrawApplicationInFrame.bind(null, token, frame);
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
