import { userSchema, type User } from '@/lib/platform/contract';

/** Why a signed-in platform user may not enter the console; shown on the refusal page. */
export type RefusalReason = 'not_administrator' | 'inactive' | 'no_profile';

export type AdminDecision =
  | { status: 'admit'; user: User }
  /** `user` when the platform said who it was, for the activity log. */
  | { status: 'refuse'; reason: RefusalReason; user?: User };

/**
 * Who gets into the staff console: active platform users whose system role is ADMINISTRATOR.
 * The profile is parsed with the contract first, so a malformed one refuses instead of admitting.
 */
export function decideAdmission(profile: unknown): AdminDecision {
  const parsed = userSchema.safeParse(profile);
  if (!parsed.success) return { status: 'refuse', reason: 'no_profile' };
  const user = parsed.data;
  if (!user.active) return { status: 'refuse', reason: 'inactive', user };
  if (user.systemRole.id !== 'ADMINISTRATOR') return { status: 'refuse', reason: 'not_administrator', user };
  return { status: 'admit', user };
}

export const refusalMessages: Record<RefusalReason, string> = {
  not_administrator:
    'Your platform account is not an administrator. Only administrators can use the staff console; ask one to change your role if you need access.',
  inactive: 'Your platform account is inactive, so it cannot be used to sign in to the staff console.',
  no_profile: 'The platform did not tell us who you are, so we could not let you in. Please try again.',
};

/** A platform user as the activity log names them. */
export const staffMemberOf = (user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>) => ({
  platformUserId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

/** Why a refusal is logged, in the log's words. */
export const refusalDetails: Record<Exclude<RefusalReason, 'no_profile'>, string> = {
  not_administrator: 'Not an administrator on the platform',
  inactive: 'Inactive on the platform',
};

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && Object.hasOwn(refusalMessages, value);
}
