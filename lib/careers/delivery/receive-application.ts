import type { SiteDb } from '@/lib/db/connection';
import type { ApplicationChannel, ApplicationPayload } from '@/lib/db/schema';
import { randomId } from '@/lib/db/random-id';
import type { Locale } from '@/lib/i18n/locales';
import type { Application, FileUpload } from '@/lib/platform/contract';
import { composeConfirmation } from '../mail/confirmation-mail';
import { newApplicationId, statusPagePath, statusPageUrl, type StatusLinkSigner } from '../status-link';
import type { DeliveryOutcome, PreparedDelivery } from './deliver-application';
import { enqueueApplication, findStandingApplications, normaliseEmail, type StoredFile } from './outbox';
import { sameAnswers } from './same-answers';
import { withinMs } from '@/lib/within-ms';

export type ReceiveDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  /** Delivers an application this process leased at submission. */
  deliverLeased: (id: string, prepared?: PreparedDelivery) => Promise<DeliveryOutcome>;
  /** True while sends queue for the shared budget: then nobody is kept waiting for the first attempt. */
  busy?: () => boolean;
  /** Tells the mail worker a confirmation is waiting. */
  mailQueued?: () => void;
  leaseOwner: string;
  leaseMs: number;
  /** How long the candidate waits for the first attempt before "received" is shown anyway. */
  waitMs: number;
  limitPerAddress: number;
  site: { name: string; url: string };
};

export type ReceiveInput = {
  postingId: string;
  jobTitle: string;
  idempotencyKey: string;
  application: Application;
  /** The language the candidate applied in: the confirmation mail and its status link are in it. */
  locale: Locale;
  /** False past the ceiling on confirmation mails (lib/careers/abuse): the application is stored without. */
  sendConfirmation?: boolean;
  /** Campaign tracking, kept on the site's own record (console, CSV), never sent as it is. */
  tracking?: Record<string, string>;
  /** Where the candidate applied: the site or the embed (the console's report). */
  channel?: ApplicationChannel;
  /** The keys of the applications this browser sent to this posting, newest first (sent-applications.ts). */
  earlierKeys?: readonly string[];
};

export type ReceiveResult =
  | {
      status: 'received';
      applicationId: string;
      /** The key of the application answered: the browser's earlier one's when that one answered. */
      idempotencyKey: string;
      /** This browser's earlier application (another form token) answered: its link is not to be shown. */
      earlier: boolean;
      token: string;
      statusPath: string;
      /** The form had been sent before: this answers that first application, nothing new was stored. */
      duplicate: boolean;
      /**
       * Sent again with other answers (the first send's answer was lost, or Back, then a field edited):
       * those were not kept. Files are not compared: the first send's are deleted once delivered.
       */
      changed: boolean;
    }
  | { status: 'limited' }
  /** The form token already carried someone else's application (or another posting's): never theirs. */
  | { status: 'token_reused' };

const DAY_MS = 24 * 3_600_000;

function storedFiles(application: Application): StoredFile[] {
  const stored = (kind: StoredFile['kind'], file: FileUpload): StoredFile => ({
    kind,
    fileName: file.fileName,
    mimeType: file.mimeType,
    base64: file.fileContent,
  });
  return [
    ...(application.resume ? [stored('resume', application.resume)] : []),
    ...(application.avatar ? [stored('avatar', application.avatar)] : []),
    ...(application.attachments ?? []).map((file) => stored('attachment', file)),
  ];
}

/**
 * Takes a validated application: commits it (with its files and confirmation mail) before anything is
 * sent, then tries to deliver it at once for at most `waitMs`. Whatever happens after the commit, the
 * candidate is told it was received; delivery goes on in the background until it is settled.
 */
export async function receiveApplication(deps: ReceiveDeps, input: ReceiveInput): Promise<ReceiveResult> {
  const answer = (applicationId: string, idempotencyKey = input.idempotencyKey, changed?: boolean) => {
    const token = deps.signer.sign(applicationId);
    return {
      status: 'received',
      applicationId,
      idempotencyKey,
      earlier: idempotencyKey !== input.idempotencyKey,
      token,
      statusPath: statusPagePath(token),
      duplicate: changed !== undefined,
      changed: changed ?? false,
    } satisfies ReceiveResult;
  };
  const { resume: _resume, avatar: _avatar, attachments: _attachments, ...payload } = input.application;
  const sameSubmitter = (row: { candidateEmail: string; postingId: string }) =>
    row.candidateEmail === normaliseEmail(payload.email) && row.postingId === input.postingId;
  // Like an idempotency key sent with other parameters: the first application stands, and the page says
  // the changes were not sent rather than showing them as received.
  const answerFirst = (row: { id: string; firstAnswers: ApplicationPayload | null }, key: string) =>
    answer(row.id, key, row.firstAnswers !== null && !sameAnswers(row.firstAnswers, payload));
  const earlierKeys = (input.earlierKeys ?? []).filter((key) => key !== input.idempotencyKey);
  if (earlierKeys.length > 0) {
    // The same person applying again from this browser (Back, or a reload, gave the form a new token).
    // Someone else on the same device, or one withdrawn, refused or being deleted, applies anew.
    const standing = await findStandingApplications(deps.db, earlierKeys);
    const earlier = standing.find(sameSubmitter);
    if (earlier) return answerFirst(earlier, earlier.idempotencyKey);
  }
  const { locale } = input;
  const id = newApplicationId();
  const mail = composeConfirmation({
    locale,
    siteName: deps.site.name,
    jobTitle: input.jobTitle,
    firstName: payload.firstName,
    statusUrl: statusPageUrl(deps.site.url, locale, deps.signer.sign(id)),
  });
  const stored = await enqueueApplication(deps.db, {
    id,
    postingId: input.postingId,
    idempotencyKey: input.idempotencyKey,
    payload,
    tracking: input.tracking ?? {},
    channel: input.channel,
    locale,
    jobTitle: input.jobTitle,
    files: storedFiles(input.application),
    statusLinkKid: deps.signer.currentKeyId,
    leaseOwner: deps.leaseOwner,
    leaseMs: deps.leaseMs,
    confirmation:
      input.sendConfirmation === false ? undefined : { id: randomId(), to: payload.email, ...mail },
    limitPerAddress: { max: deps.limitPerAddress, windowMs: DAY_MS },
  });
  if (stored.limited) return { status: 'limited' };
  if (!stored.created || !stored.createdAt) {
    // The key is the form token's: it answers only the same submitter on the same posting.
    return sameSubmitter(stored) ? answerFirst(stored, input.idempotencyKey) : { status: 'token_reused' };
  }
  deps.mailQueued?.();
  const wait = deps.busy?.() ? 0 : deps.waitMs;
  const delivery = deps.deliverLeased(id, {
    row: {
      id,
      postingId: input.postingId,
      candidateEmail: normaliseEmail(payload.email),
      createdAt: stored.createdAt,
      attempts: 1,
    },
    application: input.application,
  });
  if (wait > 0) await withinMs(delivery, wait, null);
  return answer(id);
}
