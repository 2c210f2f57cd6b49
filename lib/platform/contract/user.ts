import { z } from 'zod';
import { isoTimestampSchema, languageSchema } from './common';

export const systemRoleIds = ['ADMINISTRATOR', 'RESTRICTED', 'STANDARD'] as const;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** ADMINISTRATOR, RESTRICTED, STANDARD, or the identifier of a custom role. */
  systemRole: z.object({ id: z.string(), name: z.string().optional() }),
  updatedOn: isoTimestampSchema,
  language: languageSchema,
  ssoLoginMode: z.enum(['PASSWORD', 'SSO']).optional(),
  /** Items are `{id}`: a name is not guaranteed. */
  accessGroups: z.array(z.object({ id: z.string(), name: z.string().optional() })).optional(),
});
export type User = z.infer<typeof userSchema>;
