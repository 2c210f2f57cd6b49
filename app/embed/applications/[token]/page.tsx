import { StatusView, statusPageMetadata } from '@/components/status/status-view';
import { copyPath } from '@/lib/careers/status-link';
import { ALL_LINK_QUERY, allLinkAnswerOf } from '@/lib/careers/status/all-link-answer';
import { STATUS_ANSWER_QUERY, statusAnswerOf } from '@/lib/careers/status/status-answer';
import { emailAllApplicationsLinkInFrame } from '@/lib/careers/status/status-link-actions';
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
 * The status page inside the employer's frame; withdrawing, deleting, its emails and "Email me the link"
 * to all of one's applications stay in the frame, in its look. The copy of one's data downloads from the
 * frame (a click in an unsandboxed frame may).
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
      allLink={{
        action: emailAllApplicationsLinkInFrame.bind(null, token, frame),
        answer: allLinkAnswerOf(raw[ALL_LINK_QUERY]),
      }}
      answered={statusAnswerOf(raw[STATUS_ANSWER_QUERY])}
    />
  );
}
