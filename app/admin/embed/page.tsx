import type { Metadata } from 'next';
import { EmbedBuilder } from '@/components/admin/embed-builder';
import { requireAdmin } from '@/lib/admin/require-admin';
import { listOpenJobs } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';

export const metadata: Metadata = { title: 'Embed snippet' };

export default async function EmbedPage() {
  await requireAdmin('/admin/embed');
  const open = await listOpenJobs();
  const postings = open.status === 'ok' ? open.jobs.map((job) => ({ id: job.id, title: job.title })) : [];
  return (
    <>
      <h1>Embed snippet</h1>
      <p>
        Paste the snippet into any page of the employer&rsquo;s website to show the job list or one posting
        there.
        {open.status === 'ok'
          ? ''
          : ' The postings could not be loaded just now, so only the job list can be chosen.'}
      </p>
      <EmbedBuilder siteUrl={getSiteConfig().url} postings={postings} />
    </>
  );
}
