import { StatusView, statusPageMetadata } from '@/components/status/status-view';

export const generateMetadata = statusPageMetadata;

export default async function ApplicationStatusPage({ params }: { params: Promise<{ token: string }> }) {
  return <StatusView token={(await params).token} />;
}
