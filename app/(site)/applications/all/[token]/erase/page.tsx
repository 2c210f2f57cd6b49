import { tokenPageMetadata } from '@/components/status/token-page-metadata';
import { AddressEraseView } from '@/components/status/address-erase-view';

export const generateMetadata = () => tokenPageMetadata('allEraseTitle');

/** The page of all one's applications' "Delete everything this site keeps under my address". */
export default async function AddressErasePage({ params }: { params: Promise<{ token: string }> }) {
  return <AddressEraseView token={(await params).token} />;
}
