import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import TechPackViewer from './TechPackViewer';
import type { PdfDocument } from './pdf-loader';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';

// The tech-pack page's language toggle: the preview asks for the factory copy, the designer's own words are listed as
// not translated, and the factory language is saved with the pack.
const fakeDoc = (): PdfDocument => ({
  numPages: 1,
  getPage: async () => ({
    getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  }),
});

beforeEach(() => {
  document.body.innerHTML = '';
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('factory language toggle', () => {
  it('previews the Chinese copy, lists the untranslated designer text, and saves the factory language', async () => {
    const pack = makeTechPack({ id: 'tp-1', styleName: 'Harbour Tee' });
    const calls = installFetch({
      'GET /api/tech-pack/tp-1/pdf-download': { body: '%PDF' },
      'GET /api/tech-pack/tp-1/pdf-download?lang=zh-Hans': { body: '%PDF' },
      'PUT /api/tech-pack/tp-1': (call) => ({
        body: {
          success: true,
          message: 'ok',
          techPack: { ...pack, ...(call.body as object) },
          changedFields: ['factoryLanguage'],
        },
      }),
    });
    renderWithApp(<TechPackViewer techPack={pack} pdf={{ loadPdf: async () => fakeDoc() }} />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/tech-pack/tp-1/pdf-download')).toBe(true));
    expect(screen.queryByTestId('untranslated')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Simplified Chinese/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/tech-pack/tp-1/pdf-download?lang=zh-Hans')).toBe(true),
    );
    expect(screen.getByTestId('untranslated')).toHaveTextContent('Harbour Tee');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Factory language/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Vietnamese/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ factoryLanguage: 'vi' }),
    );
  });
});
