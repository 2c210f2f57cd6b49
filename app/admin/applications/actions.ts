'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/admin/require-admin';
import { safeReturnPath } from '@/lib/admin/return-path';
import { retryApplication } from '@/lib/admin/retry-application';
import type { RetryState } from '@/lib/admin/retry-state';
import { getSiteDb } from '@/lib/db/site-db';
import { withQueryValue } from '@/lib/net/query-entries';

const idSchema = z.string().trim().min(1).max(200);

/**
 * Retry one refused or stuck application. Signed-out callers are redirected to sign in, never served.
 * Success redirects (outside any try) back to the list; only a refusal comes back as state.
 */
export async function retryApplicationAction(_prev: RetryState, formData: FormData): Promise<RetryState> {
  const staff = await requireAdmin('/admin/applications');
  const id = idSchema.safeParse(formData instanceof FormData ? formData.get('id') : undefined);
  if (!id.success) return { status: 'error', message: 'That application could not be found.' };
  const result = await retryApplication(await getSiteDb(), id.data, staff);
  revalidatePath('/admin/applications');
  if (result.status === 'not_retryable') {
    return {
      status: 'error',
      message: 'This application cannot be retried now: it was delivered or a worker is sending it.',
    };
  }
  // Back to the list the button was on, with a notice: the row may have left a "refused" filter.
  const back = safeReturnPath(String(formData.get('returnTo') ?? ''));
  redirect(withQueryValue(back, 'retried', id.data));
}
