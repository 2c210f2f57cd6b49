'use server';
import { checkApplyLimitsFor } from '@/lib/careers/abuse/apply-limits-for';
import { acceptApplication, type Accepted } from '@/lib/careers/accept-application';
import { loadApplyTarget } from '@/lib/careers/apply-target';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { discardDraftOf } from '@/lib/careers/drafts/saved-draft';
import { keptValues } from '@/lib/careers/form-data';
import { FORM_SHAPE_FIELD, type ApplyFormState } from '@/lib/careers/form-state';
import { formShape } from '@/lib/careers/form-shape';
import { parseApplication } from '@/lib/careers/parse-application';
import { sentApplications } from '@/lib/careers/sent-applications-cookie';
import { getSiteKeys } from '@/lib/careers/site-keys';
import { checkSubmissionGuards, FORM_TOKEN_FIELD } from '@/lib/careers/submission-guards';
import { messageKey } from '@/lib/i18n/message-key';
import { requestLocale, requestSitePath } from '@/lib/i18n/request-locale';
import { isEmbedPath } from '@/lib/embed/frame-policy';

const NOT_SAVED = messageKey('apply.notSaved');

/** A refusal before anything was checked: every answer goes back, with the token the page had. */
function refusedAsSent(formData: FormData, form: Parameters<typeof keptValues>[0], formError: string) {
  const token = formData.get(FORM_TOKEN_FIELD);
  return {
    status: 'error',
    fieldErrors: {},
    formError,
    values: keptValues(form, formData),
    ...(typeof token === 'string' ? { formToken: token } : {}),
  } satisfies ApplyFormState;
}

/**
 * Applies to a posting, top down: the posting and its form (loaded here, never taken from the browser)
 * → the spam guard → the answers → the abuse limits → stored. A valid application is stored before
 * anything is sent, so "received" is said only once it cannot be lost; every refusal keeps the answers.
 */
export async function applyToJob(
  postingId: string,
  _previous: ApplyFormState,
  formData: FormData,
): Promise<ApplyFormState> {
  // An action is a public endpoint: a hand-made request can send anything in place of these.
  if (typeof postingId !== 'string' || !(formData instanceof FormData))
    return { status: 'error', fieldErrors: {}, formError: messageKey('apply.tokenInvalid') };
  const target = await loadApplyTarget(postingId);
  if (target.status === 'refused') return refusedAsSent(formData, target.form, target.formError);
  let site;
  try {
    const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
    site = { delivery, keys };
  } catch {
    return refusedAsSent(formData, target.form, NOT_SAVED);
  }
  const { delivery, keys } = site;

  // Checked first, answered after the answers: a form sent too quickly still gets its field errors.
  const guard = checkSubmissionGuards(formData, keys.formTokens, delivery.env.APPLY_MIN_FILL_MS);
  const { formToken } = guard;
  const parsed = await parseApplication(target.form, formData);
  if (parsed.status === 'editing') return { ...parsed, formToken };
  if (parsed.status === 'invalid') {
    // Refused against a form the employer changed since the page was opened: its errors may name questions
    // the page does not show, and its old rules would clear them, so the page is told to check or reload.
    const shown = formData.get(FORM_SHAPE_FIELD);
    const changed = typeof shown === 'string' && shown !== formShape(target.form);
    return {
      status: 'error',
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
      formToken,
      ...(changed ? { formError: messageKey('apply.formChanged') } : {}),
    };
  }
  const refused = (formError: string) =>
    ({
      status: 'error',
      fieldErrors: {},
      formError,
      values: parsed.values,
      formToken,
    }) satisfies ApplyFormState;
  if (guard.status !== 'ok') return refused(guard.formError);

  // The page's language (proxy.ts found it in the URL the form was posted to): the mail speaks it.
  const locale = await requestLocale();
  // The page the form was posted from (proxy.ts passes its address): the embed's or the site's.
  const channel = isEmbedPath(await requestSitePath()) ? 'embed' : 'site';
  const sent = await sentApplications(channel);
  let accepted: Accepted;
  try {
    // Counted in the database like the application itself: inside the same guard, so a failing database
    // gives the answers back, never an error page that loses them.
    const limits = await checkApplyLimitsFor(
      { ...delivery, challengeSecret: keys.challengeSecret },
      formData,
    );
    if (limits.status === 'challenge') return { ...refused(limits.formError), challenge: limits.challenge };
    accepted = await acceptApplication(
      delivery,
      keys.formTokens,
      {
        postingId,
        jobTitle: target.jobTitle,
        locale,
        idempotencyKey: guard.idempotencyKey,
        formToken,
        sendConfirmation: limits.sendConfirmation,
        channel,
        earlierKeys: sent?.keysFor(postingId),
      },
      parsed,
    );
  } catch (error) {
    // Nothing was stored: the answers go back to the page so the candidate can simply submit again.
    console.error('[careers] counting or storing an application failed:', (error as Error).name);
    return refused(NOT_SAVED);
  }
  if (accepted.sentKey) {
    // Sent: a "finish later" copy of these answers has done its job.
    await discardDraftOf(formData);
    sent?.remember(postingId, accepted.sentKey);
  }
  return accepted.state;
}
