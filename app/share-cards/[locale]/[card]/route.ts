import { getJob } from '@/lib/careers/jobs';
import { isLocale } from '@/lib/i18n/locales';
import { postingShareCard } from '@/lib/share-card/posting-share-card';

type Context = { params: Promise<{ locale: string; card: string }> };

/** `<posting id>.png`: an address that reads as a file, so the proxy never moves it to another language. */
const CARD = /^([0-9A-Za-z-]{1,64})\.png$/;

/**
 * The picture a shared link to an open posting shows (`/share-cards/de/<id>.png`, named by the posting
 * page's `og:image`). Anything else is not found; a platform that does not answer is a 503 to retry.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, card } = await params;
  const postingId = CARD.exec(card)?.[1];
  if (!isLocale(locale) || !postingId) return new Response('Not found', { status: 404 });
  const result = await getJob(postingId);
  if (result.status === 'unavailable')
    return new Response('The job is unavailable, try again shortly', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  if (result.status !== 'ok' || !result.job.open) return new Response('Not found', { status: 404 });
  const png = await postingShareCard(result.job, locale);
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' },
  });
}
