import { z } from 'zod';

export const USER_REGISTERED = 'auth.user.registered.v1';
export const USER_LOGGED_IN = 'auth.user.logged-in.v1';

export const userRegisteredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  isGoogleUser: z.boolean(),
  createdAt: z.string(),
});

export const userLoggedInSchema = z.object({
  userId: z.string(),
  email: z.string(),
  method: z.enum(['password', 'google']),
  at: z.string(),
});

export const authEvents = {
  [USER_REGISTERED]: userRegisteredSchema,
  [USER_LOGGED_IN]: userLoggedInSchema,
} as const;
