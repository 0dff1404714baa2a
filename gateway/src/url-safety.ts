// Every %-escape of a call's path and query must decode to UTF-8 text: `?q=%zz`, a cut `%E2%82` or an encoded lone
// surrogate (`%ED%A0%80`) is a 400 with a message, never a 500 "URI malformed" from deep in the proxy.
export const MALFORMED_URL = {
  message: 'Malformed URL: every % must start a valid UTF-8 escape (%XX)',
  code: 'REQUEST.MALFORMED_URL',
} as const;

export function wellEncoded(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}
