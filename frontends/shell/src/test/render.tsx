import type { ReactElement } from 'react';
import { ADA, renderWithStore } from '@techpack/web-shared/test';

// The shared helpers (@techpack/web-shared/test).
export { installFetch, type FakeResponse, type FetchCall } from '@techpack/web-shared/test';

export function renderApp(ui: ReactElement, { signedIn = true } = {}) {
  return renderWithStore(ui, { session: signedIn ? ADA : undefined });
}
