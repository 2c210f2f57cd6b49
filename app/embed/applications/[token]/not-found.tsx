import { ApplicationNotFound } from '@/components/status/application-not-found';
import { statusNotFoundMetadata } from '@/components/status/status-view';
import { embedJobLinks } from '@/lib/careers/job-links';
import { embedQuery } from '@/lib/embed/embed-params';
import { requestEmbedParams } from '@/lib/embed/request-embed-params';

export const generateMetadata = statusNotFoundMetadata;

/** As on the status pages, the way on to the jobs keeps the frame's host, theme and language, no campaign. */
export default async function StatusLinkNotFound() {
  const embed = await requestEmbedParams();
  return <ApplicationNotFound jobsHref={embedJobLinks(embedQuery({ ...embed, tracking: {} })).list()} />;
}
