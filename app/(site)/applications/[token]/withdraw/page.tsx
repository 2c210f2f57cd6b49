import { WithdrawView, withdrawPageMetadata } from '@/components/status/withdraw-view';

export const generateMetadata = withdrawPageMetadata;

/** A status page's "Withdraw this application": the confirmation and its button. */
export default async function WithdrawApplicationPage({ params }: { params: Promise<{ token: string }> }) {
  return <WithdrawView token={(await params).token} />;
}
