import { WithdrawView, withdrawPageMetadata } from '@/components/status/withdraw-view';
import { readFrameQuery } from '@/lib/embed/embed-status-links';

export const generateMetadata = withdrawPageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** "Withdraw this application" inside the employer's frame: the confirmation and its button. */
export default async function EmbedWithdrawApplicationPage({ params, searchParams }: Props) {
  const [{ token }, raw] = await Promise.all([params, searchParams]);
  return <WithdrawView token={token} frame={readFrameQuery(raw)} />;
}
