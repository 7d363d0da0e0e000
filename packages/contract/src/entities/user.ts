import { z } from 'zod';

/** The signed-in user as the API returns them to themself. */
export const userSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  /** Null until the user has chosen one (e-mail verification, third-party sign-up). */
  userName: z.string().nullable(),
  email: z.string(),
  displayPhoto: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;
