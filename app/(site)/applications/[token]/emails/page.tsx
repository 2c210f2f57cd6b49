import { UpdateMailsView, updateMailsPageMetadata } from '@/components/status/update-mails-view';

export const generateMetadata = updateMailsPageMetadata;

/** A status mail's "Stop these emails", and the status page's link to the same choice. */
export default async function UpdateMailsPage({ params }: { params: Promise<{ token: string }> }) {
  return <UpdateMailsView token={(await params).token} />;
}
