import type { ReactElement } from 'react';
import { renderWithStore } from '@techpack/web-shared/test';

// The shared helpers (@techpack/web-shared/test).
export { installFetch, type FakeResponse, type FetchCall } from '@techpack/web-shared/test';

export function renderWithApp(ui: ReactElement, { token }: { token?: string } = {}) {
  return renderWithStore(ui, { session: token ? { token, user: { email: 'ada@example.com' } } : undefined });
}
