import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api } from './api';
import { backoffDelay } from './http';
import { formatError, messageOf } from './errors';
import { createAppStore } from './store';
import { dismissToast, toast, Toaster, TOAST_LIMIT } from './toast';
import { clearStoredSession, storeSession, TOKEN_KEY, USER_KEY } from './session';
import { signedIn } from './auth';

function fakeFetch(
  status: number,
  body: string,
  seen: { headers?: Record<string, string>; credentials?: string }[] = [],
) {
  (globalThis as { fetch?: unknown }).fetch = async (
    _url: string,
    init: { headers?: Record<string, string>; credentials?: string },
  ) => {
    seen.push(init);
    return { ok: status < 300, status, statusText: 'Not Found', text: async () => body };
  };
  return seen;
}

describe('api base query', () => {
  beforeEach(() => clearStoredSession());

  it("turns a failed answer into 'status: body' (or status text when the body is empty)", async () => {
    const store = createAppStore();
    fakeFetch(404, '{"message":"Tech pack not found"}');
    const r = await store.dispatch(api.endpoints.getTechPack.initiate('x'));
    expect(formatError(r.error)).toBe('404: {"message":"Tech pack not found"}');
    expect(messageOf(r.error, 'fallback')).toBe('Tech pack not found');
    fakeFetch(500, '');
    const r2 = await store.dispatch(api.endpoints.getTechPack.initiate('y'));
    expect(formatError(r2.error)).toBe('500: Not Found');
  });

  it('sends cookies and the bearer token of the session', async () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'abc', user: { email: 'a@b.co' } }));
    const seen = fakeFetch(200, '{"id":"1"}');
    await store.dispatch(api.endpoints.getTechPack.initiate('1'));
    expect(seen[0].credentials).toBe('include');
    expect(seen[0].headers?.Authorization).toBe('Bearer abc');
  });

  it('backs off 1 s doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps the session under the product prefix', () => {
    storeSession('t', { email: 'a@b.co' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
    expect(TOKEN_KEY).toBe('techpack_token');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual({ email: 'a@b.co' });
  });
});

// jsdom has no PointerEvent; a MouseEvent carries clientX the same way.
if (!('PointerEvent' in window))
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = MouseEvent;

describe('toasts', () => {
  beforeEach(() => act(() => dismissToast()));

  it('shows one at a time, closes on the close control and on a 50 px swipe right', () => {
    render(<Toaster />);
    expect(TOAST_LIMIT).toBe(1);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Swipe me' });
    });
    const card = screen.getByText('Swipe me').closest('[data-variant]')!;
    fireEvent.pointerDown(card, { clientX: 10 });
    fireEvent.pointerMove(card, { clientX: 40 });
    fireEvent.pointerUp(card);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 10 });
    fireEvent.pointerMove(card, { clientX: 70 });
    fireEvent.pointerUp(card);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });
});
