import { ErasedView, erasedPageMetadata } from '@/components/status/erased-view';

export const generateMetadata = erasedPageMetadata;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The same page inside the employer's frame, in its look; the employer's page around it leads on. */
export default async function EmbedApplicationErasedPage({ searchParams }: Props) {
  return <ErasedView asked={(await searchParams).asked === '1'} />;
}
