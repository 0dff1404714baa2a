import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@techpack/catalog';

// HTTP contract of the auth service: /api/auth/* and /api/admin/login. Messages as the product spec words them.

const email = z
  .string({ required_error: 'Please enter a valid email', invalid_type_error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Email is too long')
  .email('Please enter a valid email')
  .transform((v) => v.toLowerCase());
const password = z
  .string({
    required_error: 'Password must be at least 6 characters',
    invalid_type_error: 'Password must be at least 6 characters',
  })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password is too long');

// POST /api/auth/login
export const loginRequest = z.object({ email, password });
export type LoginRequest = z.input<typeof loginRequest>;

// POST /api/auth/register
export const registerRequest = z.object({
  email,
  password,
  firstName: z
    .string({ required_error: 'First name is required', invalid_type_error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name is too long'),
  lastName: z
    .string({ required_error: 'Last name is required', invalid_type_error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name is too long'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

// POST /api/auth/google
export const googleRequest = z.object({
  credential: z
    .string({
      required_error: 'Google credential is required',
      invalid_type_error: 'Google credential is required',
    })
    .min(1, 'Google credential is required')
    .max(20_000, 'Google credential is too long'),
});
export type GoogleRequest = z.input<typeof googleRequest>;

// POST /api/admin/login
export const adminLoginRequest = z.object({
  username: z
    .string({ required_error: 'Username is required', invalid_type_error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username is too long'),
  password: z
    .string({ required_error: 'Password is required', invalid_type_error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequest>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  isGoogleUser: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

// 201 of register, 200 of login and google.
export const sessionResponse = z.object({ token: z.string(), user: publicUserSchema, message: z.string() });
export type SessionResponse = z.infer<typeof sessionResponse>;

// GET /api/auth/me
export const meResponse = z.object({ user: publicUserSchema });
export type MeResponse = z.infer<typeof meResponse>;

// GET /api/auth/config
export const authConfigResponse = z.object({ googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

export const adminLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

export const AUTH_ERROR_CODES = [
  'AUTH.REQUIRED',
  'AUTH.USER_GONE',
  'AUTH.EMAIL_TAKEN',
  'AUTH.INVALID_CREDENTIALS',
  'AUTH.RATE_LIMITED',
  'AUTH.SIGNUP_RATE_LIMITED',
  'AUTH.BUSY',
  'AUTH.GOOGLE_DISABLED',
  'AUTH.GOOGLE_FAILED',
  'AUTH.GOOGLE_INVALID',
  'ADMIN.AUTH_REQUIRED',
  'ADMIN.SESSION_EXPIRED',
  'ADMIN.INVALID_CREDENTIALS',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
