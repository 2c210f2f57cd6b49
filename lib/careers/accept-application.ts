import 'server-only';
import type { Application } from '../platform/contract';
import { receiveApplication } from './delivery/receive-application';
import type { SiteDelivery } from './delivery/site-delivery';
import type { ApplyFormState, ReturnedValues } from './form-state';
import { getSiteConfig } from './site';
import type { Tracking } from './source-details';
import { sourceDetailsFor } from './source-mapping';

export type AcceptContext = {
  postingId: string;
  jobTitle: string;
  idempotencyKey: string;
  /** False past the site-wide ceiling on confirmation mails: stored, but no mail. */
  sendConfirmation?: boolean;
};

/** Stores a validated application for delivery and answers what the candidate sees next. */
export async function acceptApplication(
  delivery: SiteDelivery,
  context: AcceptContext,
  application: Application,
  values: ReturnedValues,
  tracking: Tracking,
): Promise<ApplyFormState> {
  const { env } = delivery;
  const sourceDetails = sourceDetailsFor(tracking, env.SOURCE_MAPPING);
  const site = getSiteConfig();
  const result = await receiveApplication(
    {
      db: delivery.db,
      signer: delivery.signer,
      deliverLeased: (id, prepared) => delivery.worker.deliverLeased(id, prepared),
      busy: () => delivery.worker.saturated,
      mailQueued: () => delivery.mailWorker.wake(),
      leaseOwner: delivery.worker.owner,
      leaseMs: env.DELIVERY_LEASE_MS,
      waitMs: env.DELIVERY_WAIT_MS,
      limitPerAddress: env.APPLY_LIMIT_PER_ADDRESS,
      site: { name: site.name, url: site.url },
    },
    { ...context, application: sourceDetails ? { ...application, sourceDetails } : application, tracking },
  );
  if (result.status === 'limited') {
    return {
      status: 'error',
      fieldErrors: {},
      formError: `We have already received ${env.APPLY_LIMIT_PER_ADDRESS} applications from this email address in the last 24 hours, which is as many as we accept in a day. Please try again tomorrow, or write to us if something went wrong.`,
      values,
    };
  }
  if (result.status === 'token_reused') {
    return {
      status: 'error',
      fieldErrors: {},
      formError:
        'This form had already been used to send an application, so we gave you a fresh one. Your answers are kept — please check them and submit again.',
      values,
      formToken: delivery.formTokens.issue(),
    };
  }
  return { status: 'ok', reference: result.applicationId, statusPath: result.statusPath };
}
