import { StatusView, statusPageMetadata } from '@/components/status/status-view';

export const generateMetadata = statusPageMetadata;

/** The status page inside the employer's frame. */
export default async function EmbedApplicationStatusPage({ params }: { params: Promise<{ token: string }> }) {
  return <StatusView token={(await params).token} />;
}
