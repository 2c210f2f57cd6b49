'use server';

import { signOut } from '@/lib/admin/auth';

/** Ends the console session (the cookie); needs no session itself. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/admin/sign-in?signedOut=1' });
}
