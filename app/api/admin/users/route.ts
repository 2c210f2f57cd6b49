import { staffUserPage, userPageQuerySchema } from '@/lib/admin/platform-users';
import { readAdminSession, unauthorized } from '@/lib/admin/require-admin';
import { isPlatformError } from '@/lib/platform/client/platform-error';

const noStore = { 'cache-control': 'no-store' };

/** One page of the platform's users for the console (useSWRInfinite walks the cursor). */
export async function GET(request: Request): Promise<Response> {
  const session = await readAdminSession();
  if (!session) return unauthorized();
  const query = userPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success)
    return Response.json({ message: 'Invalid search or page' }, { status: 400, headers: noStore });
  try {
    const page = await staffUserPage(session.accessToken, query.data, request.signal);
    return Response.json(page, { headers: noStore });
  } catch (error) {
    if (isPlatformError(error, 'credential_refused')) return unauthorized();
    if (isPlatformError(error, 'rejected'))
      return Response.json(
        { message: 'The platform refused that page; start the list again' },
        { status: 400, headers: noStore },
      );
    console.error(
      '[admin] listing users failed:',
      isPlatformError(error) ? error.code : (error as Error).name,
    );
    return Response.json({ message: 'The platform could not be reached' }, { status: 502, headers: noStore });
  }
}
