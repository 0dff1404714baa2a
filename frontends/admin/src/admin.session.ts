// The admin session is separate from the designer's: its own bearer token in local storage.
export const ADMIN_TOKEN_KEY = 'techpack_admin_token';

export function getAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
