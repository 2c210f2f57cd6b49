import 'server-only';
import NextAuth from 'next-auth';
import { adminAuthConfig } from './auth-config';

/** The staff console's next-auth instance; the config is read lazily so builds need no secrets. */
export const { handlers, auth, signIn, signOut } = NextAuth(() => adminAuthConfig());
