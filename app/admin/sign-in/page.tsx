import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { readAdminSession } from '@/lib/admin/require-admin';
import { safeReturnPath } from '@/lib/admin/return-path';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// next-auth's error codes, in words a member of staff can act on.
const errorMessages: Record<string, string> = {
  AccessDenied: 'Your platform account may not use the staff console.',
  Configuration:
    'Signing in is not working right now (the platform could not be reached or refused us). Please try again.',
};

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeReturnPath(first(params.callbackUrl));
  if (await readAdminSession()) redirect(callbackUrl);
  const error = first(params.error);
  const start = `/admin/sign-in/start?${new URLSearchParams({ callbackUrl })}`;
  return (
    <section className="admin-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the staff console</h1>
      {first(params.signedOut) ? (
        <p className="admin-notice" role="status">
          You are signed out.
        </p>
      ) : null}
      {error ? (
        <p className="admin-notice admin-notice-error" role="alert">
          {/* Own keys only: `?error=__proto__` must not reach Object's prototype (a crash, not a page). */}
          {Object.hasOwn(errorMessages, error)
            ? errorMessages[error]
            : 'Signing in did not work. Please try again.'}
        </p>
      ) : null}
      <p>Staff sign in with their recruiting platform account. Only platform administrators get in.</p>
      <p>
        <a className="admin-button" href={start}>
          Sign in with the recruiting platform
        </a>
      </p>
    </section>
  );
}
