import { oneVersionPerJob } from '@/lib/careers/ad-versions';
import { getJob, listOpenJobs } from '@/lib/careers/jobs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { postingShareCard, siteShareCard } from '@/lib/share-card/share-cards';

type Context = { params: Promise<{ locale: string; card: string }> };

/** `<posting id>.png` or `site.png`: addresses that read as files, so the proxy never moves them to another language. */
const CARD = /^([0-9A-Za-z-]{1,64})\.png$/;

const png = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' },
  });
const notFound = () => new Response('Not found', { status: 404 });

/** The job list's card, with the number of open jobs as the list counts them (each job once). */
async function siteCard(locale: Locale): Promise<Response> {
  const open = await listOpenJobs();
  return png(
    await siteShareCard(
      locale,
      open.status === 'ok' ? oneVersionPerJob(open.jobs, locale).length : undefined,
    ),
  );
}

/**
 * The picture a shared link shows (named by the page's `og:image`): `/share-cards/de/site.png` for the job
 * list, `/share-cards/de/<id>.png` for an open posting. Anything else is not found; a platform that does
 * not answer is a 503 to retry.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, card } = await params;
  const name = CARD.exec(card)?.[1];
  if (!isLocale(locale) || !name) return notFound();
  if (name === 'site') return siteCard(locale);
  const result = await getJob(name);
  if (result.status === 'unavailable')
    return new Response('The job is unavailable, try again shortly', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  if (result.status !== 'ok' || !result.job.open) return notFound();
  return png(await postingShareCard(result.job, locale));
}
