import type { ReactElement } from 'react';
import { installPathFetch, renderWithStore, type PathHandler } from '@techpack/web-shared/test';
import { ChatSocketContext, type ChatSocket } from '../chat.socket';

// The shared helpers (@techpack/web-shared/test); chat's calls are routed by path.
export type Handler = PathHandler;
export const installFetch = installPathFetch;

export class FakeSocket implements ChatSocket {
  connected = false;
  disconnected = false;
  private listeners = new Map<string, Set<(...args: any[]) => void>>();
  on(event: string, fn: (...args: any[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }
  off(event: string, fn?: (...args: any[]) => void) {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  serverEmit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

export function renderChat(ui: ReactElement, socket = new FakeSocket()) {
  const utils = renderWithStore(ui, {
    session: { token: 'test-token', user: { email: 'ada@example.com' } },
    wrap: (node) => <ChatSocketContext.Provider value={() => socket}>{node}</ChatSocketContext.Provider>,
  });
  return { ...utils, socket };
}
