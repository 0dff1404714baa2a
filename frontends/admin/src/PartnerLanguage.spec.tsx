import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@techpack/web-shared';
import { PartnerLanguage } from './PartnerLanguage';
import { ADMIN_TOKEN_KEY } from './admin.session';
import { installFetch, renderAdmin } from './test/render';

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  dismissToast();
});

const select = () => screen.getByRole('combobox', { name: /Partner language/ });

describe("the manufacturing partner's language", () => {
  it('shows the saved language and saves another one on the server', async () => {
    const calls = installFetch({
      'GET /api/manufacturer/settings': () => ({
        body: { language: 'zh-Hans', updatedAt: '2026-01-05T00:00:00Z', updatedBy: 'admin:ops' },
      }),
      'PUT /api/manufacturer/settings': (body) => ({
        body: { ...(body as object), updatedAt: '2026-01-06T00:00:00Z', updatedBy: 'admin:ops' },
      }),
    });
    renderAdmin(<PartnerLanguage />);
    await waitFor(() => expect(select()).toHaveTextContent('English + Simplified Chinese'));
    fireEvent.mouseDown(select());
    fireEvent.click(await screen.findByRole('option', { name: /Vietnamese/ }));
    expect(await screen.findByText('Partner language saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/manufacturer/settings', body: { language: 'vi' } }),
    ]);
    expect(select()).toHaveTextContent('English + Vietnamese');
  });

  it('keeps the saved language and says why when the server refuses', async () => {
    installFetch({
      'GET /api/manufacturer/settings': () => ({
        body: { language: 'en', updatedAt: null, updatedBy: null },
      }),
      'PUT /api/manufacturer/settings': () => ({
        status: 403,
        body: {
          code: 'PARTNER.FORBIDDEN',
          message: "Only the manufacturing partner or an operator may change the partner's settings",
        },
      }),
    });
    renderAdmin(<PartnerLanguage />);
    await waitFor(() => expect(select()).toHaveTextContent('English only'));
    fireEvent.mouseDown(select());
    fireEvent.click(await screen.findByRole('option', { name: /Simplified Chinese/ }));
    expect(
      await screen.findByText(
        "Only the manufacturing partner or an operator may change the partner's settings",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(select()).toHaveTextContent('English only'));
  });
});
