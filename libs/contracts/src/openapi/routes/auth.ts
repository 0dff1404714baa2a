import {
  adminLoginRequest,
  adminLoginResponse,
  authConfigResponse,
  googleRequest,
  loginRequest,
  meResponse,
  registerRequest,
  sessionResponse,
} from '../../http/auth';
import type { ApiRoute } from '../define';

// The auth service: /api/auth/* and /api/admin/login.
export const authRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'auth',
    auth: 'public',
    summary: 'Create a designer account and sign in',
    body: registerRequest,
    status: 201,
    response: sessionResponse,
    errors: {
      409: 'An account with this email already exists (AUTH.EMAIL_TAKEN)',
      429: 'Too many sign-ups from this address',
    },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'auth',
    auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginRequest,
    response: sessionResponse,
    errors: {
      401: 'Invalid email or password (AUTH.INVALID_CREDENTIALS)',
      429: 'Too many sign-in attempts (AUTH.RATE_LIMITED)',
    },
  },
  {
    method: 'post',
    path: '/api/auth/google',
    tag: 'auth',
    auth: 'public',
    summary: 'Sign in with a Google ID credential',
    body: googleRequest,
    response: sessionResponse,
    errors: {
      400: 'The credential cannot be read (AUTH.GOOGLE_INVALID)',
      401: 'Google refused the credential (AUTH.GOOGLE_FAILED)',
      404: 'Google sign-in is not offered here (AUTH.GOOGLE_DISABLED)',
    },
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'auth',
    auth: 'designer',
    summary: 'The signed-in designer',
    response: meResponse,
  },
  {
    method: 'get',
    path: '/api/auth/config',
    tag: 'auth',
    auth: 'public',
    summary: 'Sign-in options the web app needs (the Google client id, null when Google sign-in is off)',
    response: authConfigResponse,
  },
  {
    method: 'post',
    path: '/api/admin/login',
    tag: 'admin',
    auth: 'public',
    summary: 'Operator sign-in: an operator token',
    body: adminLoginRequest,
    response: adminLoginResponse,
    errors: {
      401: 'Invalid admin credentials (ADMIN.INVALID_CREDENTIALS)',
      429: 'Too many sign-in attempts',
    },
  },
];
