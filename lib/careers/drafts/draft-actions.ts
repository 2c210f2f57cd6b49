'use server';
import { DRAFT_LIMITS } from '../abuse/mail-request-limits';
import { checkMailRequestLimitsFor } from '../abuse/mail-request-limits-for';
import { loadApplyTarget } from '../apply-target';
import { getSiteDelivery } from '../delivery/site-delivery';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import { DRAFT_TOKEN_FIELD } from './draft-values';
import { discardDraftOf } from './saved-draft';
import { saveDraftForLater, type SaveDraftResult } from './save-draft-for-later';
import { messageKey } from '@/lib/i18n/message-key';
import { requestLocale, requestSitePath } from '@/lib/i18n/request-locale';
import { trackingFromPath } from '../source-details';

const TRY_AGAIN = messageKey('drafts.tryAgain');

/**
 * "Email me a link to finish later": the candidate's answers (no files) kept encrypted for 7 days behind a
 * link mailed to them. Only ever called by the candidate's own click, which is their consent to it.
 */
export async function emailDraftLink(
  postingId: string,
  request: { email: unknown; values: unknown; filesChosen?: unknown },
): Promise<SaveDraftResult> {
  try {
    const target = await loadApplyTarget(postingId);
    if (target.status !== 'ok') return { status: 'error', formError: target.formError };
    const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
    const site = getSiteConfig();
    return await saveDraftForLater(
      {
        db: delivery.db,
        links: keys.draftLinks,
        site: { name: site.name, url: site.url },
        checkLimits: (address) =>
          checkMailRequestLimitsFor(delivery, {
            kind: 'draft',
            perClientPerHour: DRAFT_LIMITS.perClientPerHour,
            perEmail: { addressKey: keys.mailAddressKey(address), perDay: DRAFT_LIMITS.perEmailPerDay },
          }),
        now: Date.now,
        mailQueued: () => delivery.mailWorker.wake(),
      },
      target.form,
      {
        postingId,
        jobTitle: target.jobTitle,
        email: request.email,
        values: request.values,
        filesChosen: request.filesChosen,
        locale: await requestLocale(),
        // The campaign in the address of the page asked from (the action posts to it) goes on with the link.
        tracking: trackingFromPath(await requestSitePath()),
      },
    );
  } catch (error) {
    console.error('[drafts] saving a draft failed:', error instanceof Error ? error.name : typeof error);
    return { status: 'error', formError: TRY_AGAIN };
  }
}

/** "Start over" on answers restored from a link: the server copy goes too. */
export async function forgetDraftLink(token: string): Promise<void> {
  if (typeof token !== 'string' || token.length > 300) return;
  const formData = new FormData();
  formData.set(DRAFT_TOKEN_FIELD, token);
  await discardDraftOf(formData);
}
