import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { LogoUpload } from './LogoUpload';
import { makeTechPack, TINY_PNG } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';

// A saved pack's logo is a path of the API that needs the designer's bearer token: the preview fetches it with the
// token and shows it from an object URL. A logo just picked (a data URL) is shown as it is, with no fetch.
const STORED =
  '/api/tech-pack/0b7c5d0e-1111-4a2b-9c3d-123456789abc/logo/0123456789abcdef0123456789abcdef.png';

describe('LogoUpload preview', () => {
  it('a stored logo is fetched with the bearer token and shown', async () => {
    localStorage.setItem('techpack_token', 't0ken');
    const calls = installFetch({
      [`GET ${STORED}`]: { status: 200, text: 'png bytes', headers: { 'content-type': 'image/png' } },
    });
    const branding = { ...makeTechPack().branding, logo: STORED, logoFile: 'brand.png' };
    renderWithApp(<LogoUpload branding={branding} onBrandingChange={jest.fn()} />, { token: 't0ken' });
    const img = await screen.findByAltText('Logo preview');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:/));
    const call = calls.find((c) => c.url === STORED);
    expect(call?.headers).toMatchObject({ Authorization: 'Bearer t0ken' });
    localStorage.clear();
  });

  it('a logo not saved yet (a data URL) is shown as it is', async () => {
    const calls = installFetch({});
    const logo = `data:image/png;base64,${TINY_PNG}`;
    renderWithApp(
      <LogoUpload branding={{ ...makeTechPack().branding, logo }} onBrandingChange={jest.fn()} />,
      { token: 't0ken' },
    );
    expect((await screen.findByAltText('Logo preview')).getAttribute('src')).toBe(logo);
    expect(calls).toEqual([]);
  });
});
