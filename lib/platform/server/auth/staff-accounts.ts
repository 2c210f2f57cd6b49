import { eq, sql } from 'drizzle-orm';
import type { Account, FindAccount } from 'oidc-provider';
import type { PlatformDb } from '../store/db';
import { users } from '../store/schema';
import { verifyPassword } from './password';

export type SignInResult =
  { status: 'ok'; accountId: string } | { status: 'invalid' } | { status: 'inactive' };

/**
 * oidc-provider's `findAccount`. Any user row is an account, whatever its role or state: the
 * career site decides who enters its admin console; the login page refuses inactive users.
 */
export function createFindAccount(db: PlatformDb): FindAccount {
  return async (_ctx, sub) => {
    const [user] = await db.select().from(users).where(eq(users.id, sub)).limit(1);
    if (!user) return undefined;
    const account: Account = {
      accountId: user.id,
      claims: () => ({
        sub: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        given_name: user.firstName,
        family_name: user.lastName,
      }),
    };
    return account;
  };
}

/** Checks staff credentials; the inactive state is only revealed once the password is proven. */
export async function signInStaff(db: PlatformDb, email: string, password: string): Promise<SignInResult> {
  const [user] = await db
    .select({ id: users.id, active: users.active, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  const matches = await verifyPassword(password, user?.passwordHash);
  if (!user || !matches) return { status: 'invalid' };
  if (!user.active) return { status: 'inactive' };
  return { status: 'ok', accountId: user.id };
}
