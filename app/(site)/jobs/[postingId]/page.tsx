import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/postings/json-ld';
import { PostingView } from '@/components/postings/posting-view';
import { jobPostingJsonLd } from '@/lib/careers/job-posting-json-ld';
import { getJob } from '@/lib/careers/jobs';
import { htmlToText } from '@/lib/careers/sanitize';
import { getSiteConfig } from '@/lib/careers/site';

type Props = { params: Promise<{ postingId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await getJob((await params).postingId);
  if (result.status === 'not_found') notFound();
  if (result.status === 'unavailable')
    return { title: 'Job temporarily unavailable', robots: { index: false } };
  const { job } = result;
  const canonical = `/jobs/${job.id}`;
  if (!job.open) {
    return {
      title: `${job.title} (no longer open)`,
      robots: { index: false, follow: true },
      alternates: { canonical },
    };
  }
  const site = getSiteConfig();
  const title = `${job.title} · ${job.location.text}`;
  const lead = job.sections.find((s) => s.key === 'jobDescription') ?? job.sections[0];
  const text = lead ? htmlToText(lead.html) : '';
  const description = text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: `Careers at ${site.name}`,
    },
    twitter: { card: 'summary', title, description },
  };
}

export default async function PostingPage({ params }: Props) {
  const result = await getJob((await params).postingId);
  return (
    <>
      {result.status === 'ok' && result.job.open && (
        <JsonLd data={jobPostingJsonLd(result.job, getSiteConfig())} />
      )}
      <PostingView result={result} />
    </>
  );
}
