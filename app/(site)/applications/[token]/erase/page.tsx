import { EraseView, erasePageMetadata } from '@/components/status/erase-view';

export const generateMetadata = erasePageMetadata;

/** A status page's "Delete my details from this site": what it does, and its button. */
export default async function EraseApplicationPage({ params }: { params: Promise<{ token: string }> }) {
  return <EraseView token={(await params).token} />;
}
