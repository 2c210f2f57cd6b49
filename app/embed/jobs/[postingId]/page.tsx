import type { Metadata } from 'next';
import { PostingView } from '@/components/postings/posting-view';
import { embedJobLinks } from '@/lib/careers/job-links';
import { getJob } from '@/lib/careers/jobs';
import { notSentNotice } from '@/lib/careers/oversized-post';
import { trackingFields } from '@/lib/careers/source-details';
import { getEmbedAllowedOrigins } from '@/lib/embed/embed-config';
import { embedQuery, frameQuery, parseEmbedParams } from '@/lib/embed/embed-params';
import { getTranslations } from 'next-intl/server';

type Props = {
  params: Promise<{ postingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [result, t] = await Promise.all([
    params.then(({ postingId }) => getJob(postingId)),
    getTranslations('jobs'),
  ]);
  return { title: result.status === 'ok' ? result.job.title : t('job') };
}

/** A posting and its application form inside an employer's page; the campaign tracking goes with the form. */
export default async function EmbedPostingPage({ params, searchParams }: Props) {
  const [{ postingId }, raw] = await Promise.all([params, searchParams]);
  const embed = parseEmbedParams(raw, getEmbedAllowedOrigins());
  const links = embedJobLinks(embedQuery(embed));
  // The status page keeps the theme and the host (for sizing), not the campaign tracking.
  const frame = frameQuery(embed);
  return (
    <PostingView
      result={await getJob(postingId)}
      links={links}
      embedded
      apply={{
        hiddenFields: trackingFields(embed.tracking),
        notSent: notSentNotice(raw),
        statusLink: { prefix: '/embed', query: frame ? `?${frame}` : '' },
      }}
    />
  );
}
