import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@techpack/catalog';

// Messages as the product spec words them.
const email = z
  .string({ required_error: 'Please enter a valid email', invalid_type_error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Email is too long')
  .email('Please enter a valid email')
  .transform((v) => v.toLowerCase());
const password = z
  .string({ required_error: 'Password must be at least 6 characters', invalid_type_error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password is too long');

export const loginRequest = z.object({ email, password });

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

export const googleRequest = z.object({
  credential: z
    .string({ required_error: 'Google credential is required', invalid_type_error: 'Google credential is required' })
    .min(1, 'Google credential is required')
    .max(20_000, 'Google credential is too long'),
});

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
