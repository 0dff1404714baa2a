// The message to show for a failed call: the server's `{ message }` body first; for an HTTP failure without one,
// nothing (the caller's spec fallback reads better than a raw '500: <html>'); otherwise the thrown message.
export function serverMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error || undefined;
  if (typeof error !== 'object') return undefined;
  const e = error as { data?: unknown; message?: unknown; status?: unknown };
  if (e.data && typeof e.data === 'object' && typeof (e.data as { message?: unknown }).message === 'string') {
    return (e.data as { message: string }).message || undefined;
  }
  if (typeof e.status === 'number') return undefined;
  if (typeof e.message === 'string' && e.message) return e.message;
  return undefined;
}

export function httpStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object') {
    const s = (error as { status?: unknown }).status;
    if (typeof s === 'number') return s;
    const orig = (error as { originalStatus?: unknown }).originalStatus;
    if (typeof orig === 'number') return orig;
  }
  return undefined;
}

// Spec section 8: regenerate failures. Non-OK -> 'Server error: {status} - {text}' where text is the server's
// message (or the raw body); anything else -> the thrown message, else the default.
export function regenerateErrorText(error: unknown): string {
  const status = httpStatus(error);
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  const body = (error as { body?: unknown } | null)?.body;
  if (status !== undefined) {
    const text =
      (data && typeof data === 'object' && typeof data.message === 'string' && data.message) ||
      (typeof body === 'string' && body.trim()) ||
      (typeof data === 'string' && data) ||
      'Request failed';
    return `Server error: ${status} - ${text}`;
  }
  return serverMessage(error) ?? 'Failed to update tech pack with customizations';
}
