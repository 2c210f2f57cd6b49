import { getApplicationForm, getJob } from '@/lib/careers/jobs';
import { serveCachedPage } from '@/lib/page-cache/serve-cached-page';

type Context = { params: Promise<{ postingId: string }> };

/**
 * A posting page (for its campaign, if any) from the page cache: kept only when its posting and its form
 * loaded.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { postingId } = await params;
  return serveCachedPage(`/jobs/${postingId}`, new URL(request.url).search, async () => {
    const [job, form] = await Promise.all([getJob(postingId), getApplicationForm(postingId)]);
    return job.status === 'ok' && form.status === 'ok';
  });
}
