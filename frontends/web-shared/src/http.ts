import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { formatError, httpErrorText, type ApiError } from './errors';
import { getStoredToken } from './session';

export interface RequestArgs {
  url: string;
  method?: string;
  // Plain objects are sent as JSON; FormData/Blob as they are (multipart upload).
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string | number | boolean | undefined>;
  responseType?: 'json' | 'text' | 'blob';
  // sees the answer's headers (a list's next-page cursor)
  onHeaders?: (headers: Headers) => void;
}

type StateWithAuth = { auth?: { token?: string | null } };

function withParams(url: string, params?: RequestArgs['params']): string {
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

// Headers every call carries: the bearer token when a session exists.
export function authHeaders(token: string | null = getStoredToken()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseMaybeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// True for a URL of the product itself (a path, or an absolute URL on the page's own origin). Only such a URL gets the
// designer's bearer token and cookies: a URL that came with a pack (an imported `imageUrl`, a share link) may point
// anywhere, and a token must never leave for another host.
export function isOwnOrigin(url: string): boolean {
  const here = typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost/';
  try {
    const target = new URL(url, here);
    return (
      target.origin === new URL(here).origin && (target.protocol === 'http:' || target.protocol === 'https:')
    );
  } catch {
    return false;
  }
}

// One request per the spec's common behaviour (section 7). Resolves with the parsed body or rejects with an ApiError.
export async function apiRequest<T = unknown>(
  args: RequestArgs | string,
  options: { token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  const {
    url,
    method = 'GET',
    body,
    headers = {},
    params,
    responseType = 'json',
    onHeaders,
  } = typeof args === 'string' ? { url: args } : args;
  const own = isOwnOrigin(url);
  const token = own ? (options.token !== undefined ? options.token : getStoredToken()) : null;
  const h: Record<string, string> = { ...authHeaders(token), ...headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    h['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(withParams(url, params), {
      method,
      headers: h,
      body: payload,
      credentials: own ? 'include' : 'omit',
      signal: options.signal,
    });
  } catch (e) {
    const error: ApiError = { status: 'FETCH_ERROR', message: formatError(e, 'Network error') };
    throw error;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const error: ApiError = {
      status: res.status,
      message: httpErrorText(res.status, text, res.statusText),
      body: text,
      data: parseMaybeJson(text),
    };
    const retryAfter = Number(res.headers?.get?.('retry-after') ?? NaN);
    if (Number.isFinite(retryAfter) && retryAfter >= 0) error.retryAfter = retryAfter;
    throw error;
  }
  onHeaders?.(res.headers);
  if (responseType === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  if (responseType === 'text') return text as T;
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    const error: ApiError = { status: 'PARSING_ERROR', message: `${res.status}: ${text}`, body: text };
    throw error;
  }
}

// RTK Query base query on top of apiRequest. The token comes from the store (auth slice), else local storage.
export const rawBaseQuery: BaseQueryFn<RequestArgs | string, unknown, ApiError> = async (args, api) => {
  const stateToken = (api.getState() as StateWithAuth).auth?.token;
  try {
    const data = await apiRequest(args, { token: stateToken ?? getStoredToken(), signal: api.signal });
    return { data };
  } catch (e) {
    if (e && typeof e === 'object' && 'status' in e) return { error: e as ApiError };
    return { error: { status: 'FETCH_ERROR', message: formatError(e) } };
  }
};

// Spec backoff for the calls that retry: 1 s doubling, capped at 30 s. RTK passes attempt = 1, 2, 3...
export function backoffDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}
