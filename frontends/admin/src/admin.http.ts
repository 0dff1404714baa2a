import { navigate } from '@techpack/web-shared';
import { clearAdminToken, getAdminToken } from './admin.session';

export class AdminApiError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
    public readonly body?: string,
  ) {
    super(message);
  }
}

export interface AdminPage<T> {
  items: T[];
  total: number;
}

// The spec's admin helper: bearer token, JSON content type; three error texts and the 401 redirect.
export async function adminFetch(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const token = getAdminToken();
  if (!token) throw new AdminApiError('Admin authentication required', null);
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'include',
  });
  if (res.status === 401) {
    clearAdminToken();
    navigate('/admin-login', { replace: true });
    throw new AdminApiError('Admin session expired', 401);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new AdminApiError(`Admin API Error: ${res.status} ${text}`, res.status, text);
  }
  return res;
}

export async function adminJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await adminFetch(path, init);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// A list call: the array plus the server's total (X-Total-Count).
export async function adminList<T>(path: string): Promise<AdminPage<T>> {
  const res = await adminFetch(path);
  const items = (await res.json()) as T[];
  const header = res.headers?.get?.('x-total-count');
  return { items, total: header != null && header !== '' ? Number(header) : items.length };
}

// The server's { message } inside an 'Admin API Error: {status} {body}' error, for toasts.
export function adminErrorMessage(e: unknown, fallback: string): string {
  if (e instanceof AdminApiError) {
    if (e.body) {
      try {
        const parsed = JSON.parse(e.body) as { message?: unknown };
        if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
      } catch {
        // not JSON
      }
    }
    return e.message || fallback;
  }
  const data = (e as { data?: { message?: unknown } } | null)?.data;
  if (data && typeof data.message === 'string' && data.message) return data.message;
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
