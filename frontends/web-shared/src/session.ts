// The browser session: token and user kept in local storage under the product's prefix (spec section 3).
export const STORAGE_PREFIX = 'techpack_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
export const USER_KEY = `${STORAGE_PREFIX}user`;

export interface SessionUser {
  id?: string;
  email: string;
  firstName?: string;
  lastName?: string | null;
  isGoogleUser?: boolean;
  [key: string]: unknown;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): { token: string | null; user: SessionUser | null } {
  const s = storage();
  const token = s?.getItem(TOKEN_KEY) ?? null;
  let user: SessionUser | null = null;
  const raw = s?.getItem(USER_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as SessionUser;
      user = parsed && typeof parsed.email === 'string' ? parsed : null;
    } catch {
      user = null;
    }
  }
  return { token, user };
}

export function storeSession(token: string, user: SessionUser): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

// The part of the e-mail before the at sign (nav bar user label).
export function userLabel(user: Pick<SessionUser, 'email'> | null | undefined): string {
  return user?.email ? user.email.split('@')[0] : '';
}
