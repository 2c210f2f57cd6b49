import { StatusView, statusPageMetadata } from '@/components/status/status-view';
import { embedWithdrawPath, readFrameQuery } from '@/lib/embed/embed-status-links';

export const generateMetadata = statusPageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The status page inside the employer's frame; withdrawing stays in the frame, in its look. */
export default async function EmbedApplicationStatusPage({ params, searchParams }: Props) {
  const [{ token }, raw] = await Promise.all([params, searchParams]);
  return <StatusView token={token} withdrawHref={embedWithdrawPath(token, readFrameQuery(raw))} />;
}
