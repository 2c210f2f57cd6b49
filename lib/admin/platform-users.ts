import 'server-only';
import { z } from 'zod';
import type { User } from '@/lib/platform/contract';
import { platformClientFor } from './admin-platform-client';

/** A platform user as the console shows it (the vendor shape stays in lib/). */
export type StaffUser = { id: string; name: string; email: string; role: string; active: boolean };
export type StaffUserPage = { users: StaffUser[]; nextPageId: string | null };

export const USERS_PAGE_SIZE = 25;

export const userPageQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((q) => q || undefined),
  pageId: z.string().min(1).max(4_000).optional(),
});

function toStaffUser(user: User): StaffUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.systemRole.id,
    active: user.active,
  };
}

/** One cursor page of the platform's users, read with the administrator's own token. */
export async function staffUserPage(
  accessToken: string,
  query: { q?: string; pageId?: string },
  signal?: AbortSignal,
): Promise<StaffUserPage> {
  const page = await platformClientFor(accessToken).userPage(
    { limit: USERS_PAGE_SIZE, q: query.q, pageId: query.pageId },
    signal,
  );
  return { users: page.content.map(toStaffUser), nextPageId: page.nextPageId ?? null };
}
