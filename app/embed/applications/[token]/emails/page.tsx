import { UpdateMailsView, updateMailsPageMetadata } from '@/components/status/update-mails-view';
import { readFrameQuery } from '@/lib/embed/embed-status-links';

export const generateMetadata = updateMailsPageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** "Emails about your application" inside the employer's frame: the choice and its button. */
export default async function EmbedUpdateMailsPage({ params, searchParams }: Props) {
  const [{ token }, raw] = await Promise.all([params, searchParams]);
  return <UpdateMailsView token={token} frame={readFrameQuery(raw)} />;
}
