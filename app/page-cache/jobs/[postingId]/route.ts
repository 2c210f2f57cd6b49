import { headers } from 'next/headers';
import { getApplicationForm, getJob } from '@/lib/careers/jobs';
import { issueFormToken } from '@/lib/careers/issue-form-token';
import { pageCacheEnabled } from '@/lib/page-cache/cacheable-page';
import { cachedPage, servedCopy } from '@/lib/page-cache/page-cache';
import { NONCE_HEADER } from '@/lib/security/content-security-policy';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { defaultLocale, isLocale, LOCALE_HEADER } from '@/lib/i18n/locales';

type Context = { params: Promise<{ postingId: string }> };

/**
 * A posting page from the page cache (proxy.ts sends plain visits here): the page is rendered once per
 * window for everyone, and each visitor gets it with this request's script nonce and a form token of
 * their own, so the CSP, the idempotency key and the minimum fill time stay per visitor.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  if (!pageCacheEnabled()) return new Response('Not found', { status: 404 });
  const { postingId } = await params;
  const requestHeaders = await headers();
  const locale = requestHeaders.get(LOCALE_HEADER);
  const path = localizedPath(isLocale(locale) ? locale : defaultLocale, `/jobs/${postingId}`);
  const lookup = await cachedPage(path, async () => {
    const [job, form] = await Promise.all([getJob(postingId), getApplicationForm(postingId)]);
    return job.status === 'ok' && form.status === 'ok';
  });
  const nonce = requestHeaders.get(NONCE_HEADER) ?? '';
  return servedCopy(lookup, { nonce, formToken: await issueFormToken() });
}
