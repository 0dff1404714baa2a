import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  correlationId: string;
  // The event whose handler is running (an event handler's scope); absent for HTTP requests.
  causationId?: string;
  requestId?: string;
  actorId?: string;
}

// Carries the correlation id through async work so every log line can name it.
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return requestScope.getStore();
}
