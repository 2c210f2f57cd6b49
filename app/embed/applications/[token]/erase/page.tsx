import { EraseView, erasePageMetadata } from '@/components/status/erase-view';
import { readFrameQuery } from '@/lib/embed/embed-status-links';

export const generateMetadata = erasePageMetadata;

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** "Delete your details from this site?" inside the employer's frame: what it does, and its button. */
export default async function EmbedEraseApplicationPage({ params, searchParams }: Props) {
  const [{ token }, raw] = await Promise.all([params, searchParams]);
  return <EraseView token={token} frame={readFrameQuery(raw)} />;
}
