import type { ReactElement } from 'react';
import { installPathFetch, renderWithStore, type PathHandler } from '@techpack/web-shared/test';

// The shared helpers (@techpack/web-shared/test); the dashboard's screens are routed by path, the query read by handlers.
export type Handler = PathHandler;
export const installFetch = installPathFetch;

export function renderAdmin(ui: ReactElement) {
  return renderWithStore(ui);
}
