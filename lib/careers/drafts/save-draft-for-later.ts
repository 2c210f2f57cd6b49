import { emailSchema } from '@/lib/platform/contract';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import type { ApplicationForm } from '../application-form';
import { normaliseEmail } from '../delivery/outbox';
import { draftKey, sealDraft } from './draft-codec';
import type { DraftLinkSigner } from './draft-links';
import { composeDraftMail } from './draft-mail';
import { parseDraftValues, parseFilesChosen } from './draft-schema';
import { DRAFT_LINK_PARAM } from './draft-values';
import { storeDraft } from './draft-store';
import { messageKey } from '@/lib/i18n/message-key';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/locales';
import { mailWords } from '../mail/mail-words';
import { mailableTracking, type Tracking } from '../source-details';

export type SaveDraftDeps = {
  db: SiteDb;
  links: DraftLinkSigner;
  site: { name: string; url: string };
  /** The abuse limits (lib/careers/abuse/mail-request-limits.ts), asked once the input is valid. */
  checkLimits: (normalisedEmail: string) => Promise<'pass' | 'limited'>;
  now: () => number;
  mailQueued?: () => void;
};

export type SaveDraftRequest = {
  postingId: string;
  jobTitle: string;
  email: unknown;
  values: unknown;
  /** The file fields that had a file: never the files themselves, which stay on the candidate's device. */
  filesChosen?: unknown;
  /** The page's language: the mail is written in it and its link opens the page in it. */
  locale: Locale;
  /** The campaign the candidate arrived with: the link carries it, so the application keeps its source. */
  tracking?: Tracking;
};

export type SaveDraftResult =
  { status: 'ok'; draftToken: string } | { status: 'error'; fieldError?: string; formError?: string };

const LIMITED = messageKey('drafts.limited');
const NOT_KEPT = messageKey('drafts.notKept');

/**
 * "Email me a link to finish later", asked for by the candidate: the answers (checked against the form
 * the server loaded itself) are sealed and stored with a mail carrying the only key to them.
 */
export async function saveDraftForLater(
  deps: SaveDraftDeps,
  form: ApplicationForm,
  request: SaveDraftRequest,
): Promise<SaveDraftResult> {
  const email = emailSchema.safeParse(typeof request.email === 'string' ? request.email.slice(0, 1_000) : '');
  if (!email.success) return { status: 'error', fieldError: messageKey('errors.emailInvalid') };
  const values = parseDraftValues(form, request.values);
  if (!values) return { status: 'error', formError: NOT_KEPT };
  const address = normaliseEmail(email.data);
  if ((await deps.checkLimits(address)) === 'limited') return { status: 'error', formError: LIMITED };

  const now = deps.now();
  const { token, link } = deps.links.issue(now);
  const key = draftKey(link.siteSecret, link.linkSecret, link.draftId);
  const page = localizedPath(request.locale, `/jobs/${encodeURIComponent(request.postingId)}`);
  const query = new URLSearchParams([
    [DRAFT_LINK_PARAM, token],
    ...Object.entries(mailableTracking(request.tracking ?? {})),
  ]);
  const finishUrl = `${deps.site.url}${page}?${query}#apply`;
  await storeDraft(deps.db, {
    id: link.draftId,
    postingId: request.postingId,
    sealed: sealDraft(key, link.draftId, {
      postingId: request.postingId,
      expiresAtMs: link.expiresAtMs,
      values,
      filesChosen: parseFilesChosen(form, request.filesChosen),
    }),
    now: new Date(now),
    expiresAt: new Date(link.expiresAtMs),
    mail: {
      id: randomId(),
      to: address,
      ...composeDraftMail({
        siteName: deps.site.name,
        jobTitle: request.jobTitle,
        finishUrl,
        words: mailWords(request.locale),
      }),
    },
  });
  deps.mailQueued?.();
  return { status: 'ok', draftToken: token };
}
