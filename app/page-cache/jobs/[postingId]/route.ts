import { getApplicationForm, getJob } from '@/lib/careers/jobs';
import { serveCachedPage } from '@/lib/page-cache/serve-cached-page';

type Context = { params: Promise<{ postingId: string }> };

/**
 * A posting page (for its campaign, if any) from the page cache: kept only when its posting and its form
 * loaded; a 503 when the posting itself could not be.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { postingId } = await params;
  return serveCachedPage(`/jobs/${postingId}`, new URL(request.url).search, async () => {
    const [job, form] = await Promise.all([getJob(postingId), getApplicationForm(postingId)]);
    if (job.status === 'unavailable') return 'unavailable';
    return job.status === 'ok' && form.status === 'ok' ? 'loaded' : 'partly';
  });
}
