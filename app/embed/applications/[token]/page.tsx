import { StatusView, statusPageMetadata } from '@/components/status/status-view';
import { copyPath } from '@/lib/careers/status-link';
import {
  embedErasePath,
  embedUpdatesPath,
  embedWithdrawPath,
  readFrameQuery,
} from '@/lib/embed/embed-status-links';

export const generateMetadata = statusPageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The status page inside the employer's frame; withdrawing, deleting and its emails stay in the frame, in
 * its look. The copy of one's data downloads from the frame (a click in an unsandboxed frame may).
 */
export default async function EmbedApplicationStatusPage({ params, searchParams }: Props) {
  const [{ token }, raw] = await Promise.all([params, searchParams]);
  const frame = readFrameQuery(raw);
  return (
    <StatusView
      token={token}
      withdrawHref={embedWithdrawPath(token, frame)}
      eraseHref={embedErasePath(token, frame)}
      updatesHref={embedUpdatesPath(token, frame)}
      copyHref={copyPath(token)}
    />
  );
}
