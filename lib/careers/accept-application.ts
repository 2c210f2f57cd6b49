import 'server-only';
import type { ApplicationChannel } from '@/lib/db/schema';
import type { Application } from '../platform/contract';
import { receiveApplication } from './delivery/receive-application';
import type { SiteDelivery } from './delivery/site-delivery';
import type { FormTokens } from './form-token';
import type { ApplyFormState, ReturnedValues } from './form-state';
import type { Tracking } from './source-details';
import { sourceDetailsFor } from './source-mapping';
import { messageKey } from '../i18n/message-key';
import type { Locale } from '../i18n/locales';

export type AcceptContext = {
  postingId: string;
  jobTitle: string;
  /** The language the candidate applied in (their confirmation mail's). */
  locale: Locale;
  idempotencyKey: string;
  /** The form token the page carries on after a refusal. */
  formToken: string;
  /** False past the site-wide ceiling on confirmation mails: stored, but no mail. */
  sendConfirmation?: boolean;
  /** Where the candidate applied: the site, or the embed on the employer's pages. */
  channel: ApplicationChannel;
  /** The keys of the applications this browser sent to this posting, newest first (sent-applications.ts). */
  earlierKeys?: readonly string[];
};

type Valid = { application: Application; values: ReturnedValues; tracking: Tracking };

/** What the candidate sees next, and once received, the key of the application this browser now has. */
export type Accepted = { state: ApplyFormState; sentKey?: string };

/** Stores a validated application for delivery and answers what the candidate sees next. */
export async function acceptApplication(
  delivery: SiteDelivery,
  formTokens: FormTokens,
  context: AcceptContext,
  { application, values, tracking }: Valid,
): Promise<Accepted> {
  const { env } = delivery;
  const sourceDetails = sourceDetailsFor(tracking, env.SOURCE_MAPPING);
  const { formToken, ...receiving } = context;
  const result = await receiveApplication(delivery.receive, {
    ...receiving,
    application: sourceDetails ? { ...application, sourceDetails } : application,
    tracking,
  });
  if (result.status === 'limited') {
    const formError = messageKey('apply.limited', { limit: env.APPLY_LIMIT_PER_ADDRESS });
    return { state: { status: 'error', fieldErrors: {}, formError, values, formToken } };
  }
  if (result.status === 'token_reused') {
    const formError = messageKey('apply.tokenReused');
    return { state: { status: 'error', fieldErrors: {}, formError, values, formToken: formTokens.issue() } };
  }
  // Another form from this browser with the same address: maybe someone else on a shared computer, so
  // the first application is named by nothing that opens it.
  if (result.earlier)
    return {
      state: { status: 'ok', reference: '', statusPath: '', appliedBefore: true },
      sentKey: result.idempotencyKey,
    };
  const state: ApplyFormState = {
    status: 'ok',
    reference: result.applicationId,
    statusPath: result.statusPath,
    ...(result.changed ? { changesNotSent: true as const } : {}),
    // Shown back to the candidate, so a slip in it is seen while the status link is still on screen.
    ...(context.sendConfirmation === false ? {} : { mailedTo: application.email }),
  };
  return { state, sentKey: result.idempotencyKey };
}
