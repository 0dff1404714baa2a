// Error text rules (spec sections 7 and 8): any non-success response becomes `${status}: ${body text or statusText}`.

export interface ApiError {
  // HTTP status, or 'FETCH_ERROR' when the request never got an answer.
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  // The spec's error text: "status: body text".
  message: string;
  // The raw body text and, when it was JSON, the parsed body ({ message, code } from our services).
  body?: string;
  data?: unknown;
  // Seconds to wait before asking again, when the answer (429, 503) said so in Retry-After.
  retryAfter?: number;
}

export function isApiError(e: unknown): e is ApiError {
  return (
    !!e &&
    typeof e === 'object' &&
    'status' in e &&
    'message' in e &&
    typeof (e as ApiError).message === 'string'
  );
}

export function httpErrorText(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

// The server's own message ({ message } JSON body), when there is one.
export function serverMessage(e: unknown): string | undefined {
  const data = (e as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}

// Text for any thrown value: ApiError -> its 'status: body' text, Error -> message, string -> itself.
export function formatError(e: unknown, fallback = 'Unknown error occurred'): string {
  if (!e) return fallback;
  if (typeof e === 'string') return e || fallback;
  if (isApiError(e)) return e.message || fallback;
  if (e instanceof Error) return e.message || fallback;
  const err = (e as { error?: unknown }).error;
  if (typeof err === 'string') return err;
  const message = (e as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  return fallback;
}

// "server message, else thrown message, else fallback" (login, upload, order toasts).
export function messageOf(e: unknown, fallback: string): string {
  return (
    serverMessage(e) ??
    (e instanceof Error ? e.message : undefined) ??
    (isApiError(e) ? e.message : undefined) ??
    fallback
  );
}
