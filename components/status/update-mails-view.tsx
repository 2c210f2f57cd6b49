import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { getApplicationStatus, wasPurged } from '@/lib/careers/status/site-status';
import {
  resumeUpdateMails,
  resumeUpdateMailsInFrame,
  stopUpdateMails,
  stopUpdateMailsInFrame,
} from '@/lib/careers/status/update-mails-actions';
import { ApplicationPurged } from './application-purged';
import { RequestChoices, statusPageOf, WhichApplication } from './request-parts';
import { tokenPageMetadata } from './token-page-metadata';

export const updateMailsPageMetadata = () => tokenPageMetadata('updatesTitle');

/**
 * "Emails about your application": where a mail's "Stop these emails" leads. It asks before it stops
 * (mail scanners open links), and once stopped it offers to start them again. An application that
 * ended, or that gets no such mail, goes back to its status page. With `frame` (the frame's own query,
 * read by readFrameQuery), the page is inside the employer's frame and leads back to the status page there.
 */
export async function UpdateMailsView({ token, frame }: { token: string; frame?: string }) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  const [t, statusPage] = await Promise.all([getTranslations('status'), statusPageOf(token, frame)]);
  if (status.final || status.erasureAskedAt || !status.updateMails) redirect(statusPage);
  const stopping = status.updateMails === 'on';
  const action =
    frame === undefined
      ? (stopping ? stopUpdateMails : resumeUpdateMails).bind(null, token)
      : (stopping ? stopUpdateMailsInFrame : resumeUpdateMailsInFrame).bind(null, token, frame);
  return (
    <Notice title={t('updatesTitle')} headingLevel={1}>
      <WhichApplication message={stopping ? 'updatesStopText' : 'updatesStartText'} status={status} />
      <RequestChoices
        action={action}
        confirm={t(stopping ? 'updatesStopButton' : 'updatesStartButton')}
        keep={t(stopping ? 'updatesKeep' : 'updatesNotNow')}
        back={statusPage}
      />
    </Notice>
  );
}
