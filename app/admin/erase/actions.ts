'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { eraseCandidateData, eraseEmailSchema } from '@/lib/admin/erase-candidate';
import { requireAdmin } from '@/lib/admin/require-admin';
import { journaledSiteDb } from '@/lib/careers/erasure-journal/journaled-site-db';

const PAGE = '/admin/erase';

/**
 * Erases what the site keeps for one address. The outcome goes back in the address as counts or a reason,
 * never the email itself (addresses stay out of URLs and logs). Works without JavaScript.
 */
export async function eraseCandidateAction(formData: FormData): Promise<void> {
  const staff = await requireAdmin(PAGE);
  const email = eraseEmailSchema.safeParse(String(formData.get('email') ?? '').trim());
  if (!email.success) redirect(`${PAGE}?refused=invalid`);
  if (formData.get('confirm') !== 'on') redirect(`${PAGE}?refused=unconfirmed`);
  const result = await eraseCandidateData(await journaledSiteDb(), email.data, new Date(), staff);
  if (result.status === 'in_flight') redirect(`${PAGE}?refused=in_flight`);
  const { applications, mails, alerts } = result.counts;
  revalidatePath('/admin/applications');
  redirect(`${PAGE}?erased=${applications}.${mails}.${alerts}`);
}
