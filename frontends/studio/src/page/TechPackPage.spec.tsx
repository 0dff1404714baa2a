import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import TechPackPage from './TechPackPage';
import TechPackWorkspace from '../workspace/TechPackWorkspace';
import type { PdfDocument } from '../viewer/pdf-loader';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

const pdf = {
  loadPdf: async (): Promise<PdfDocument> => ({
    numPages: 1,
    getPage: async () => ({
      getViewport: () => ({ width: 10, height: 10 }),
      render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    }),
  }),
  fetchPdf: async () => new Blob(['%PDF']),
};

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/tech-pack/tp-1');
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:ref';
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  window.scrollTo = (() => undefined) as never;
});

describe('/tech-pack/{id}', () => {
  it('shows the not-found panel for a missing or foreign pack, with a link back to /designs', async () => {
    installFetch({
      'GET /api/tech-pack/nope': {
        status: 404,
        body: { message: 'Tech pack not found', code: 'TECHPACK.NOT_FOUND' },
      },
    });
    renderWithApp(<TechPackPage id="nope" pdf={pdf} />, { token: 't' });
    expect(await screen.findByText('Tech Pack Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The tech pack you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Designs/ })).toHaveAttribute('href', '/designs');
  });

  it('does not fetch without a session', () => {
    const calls = installFetch({});
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />);
    expect(calls.filter((c) => c.url === '/api/tech-pack/tp-1')).toHaveLength(0);
  });

  it('offers "Order sample" beside sharing and names the style in the tab title', async () => {
    installFetch({ 'GET /api/tech-pack/tp-1': { body: { ...makeTechPack(), styleName: 'Weekend Tee' } } });
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />, { token: 't' });
    expect(await screen.findByRole('button', { name: 'Order sample' })).toBeEnabled();
    expect(document.title).toBe('Weekend Tee · Tech Pack Studio');
  });

  it('shares: idle -> sharing -> shared, then "View Chat" opens that pack\'s conversation', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = installFetch({
      'GET /api/tech-pack/tp-1': { body: makeTechPack() },
      'POST /api/chat/share-tech-pack': { body: { success: true }, gate },
    });
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />, { token: 't' });
    const share = (await screen.findByText('Share with Manufacturer')).closest('button')!;
    fireEvent.click(share);
    expect((await screen.findByText('Sharing...')).closest('button')!).toBeDisabled();
    release();
    const view = (await screen.findByText('View Chat')).closest('button')!;
    const body = calls.find((c) => c.url === '/api/chat/share-tech-pack')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ techPackId: 'tp-1', includePdf: true });
    expect(typeof body.message).toBe('string');
    fireEvent.click(view);
    expect(window.location.pathname).toBe('/chat/tp-1');
  });

  it('shows "Sharing Failed" and returns to idle when sharing fails', async () => {
    installFetch({
      'GET /api/tech-pack/tp-1': { body: makeTechPack() },
      'POST /api/chat/share-tech-pack': { status: 500, body: '' },
    });
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />, { token: 't' });
    fireEvent.click((await screen.findByText('Share with Manufacturer')).closest('button')!);
    expect(await screen.findByText('Sharing Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to share tech pack')).toBeInTheDocument();
    expect(screen.getByText('Share with Manufacturer').closest('button')!).toBeEnabled();
  });
});

describe('TechPackWorkspace', () => {
  it('updates the preview live as the studio edits', () => {
    installFetch({});
    const seen: string[] = [];
    renderWithApp(
      <TechPackWorkspace
        techPack={makeTechPack()}
        onChange={(p) => seen.push(p.colors.map((c) => c.name).join(','))}
        pdf={pdf}
      />,
    );
    fireEvent.click(screen.getByText('Colors', { selector: '[role=tab]' }));
    fireEvent.click(screen.getByLabelText('Add Teal'));
    expect(seen).toEqual(['Black,Teal']);
    expect(screen.getByLabelText('Colours')).toHaveTextContent('Teal');
  });

  it('opens the PDF preview in a dialog', async () => {
    installFetch({});
    renderWithApp(<TechPackWorkspace techPack={makeTechPack()} pdf={pdf} />);
    fireEvent.click(screen.getByText('Preview PDF').closest('button')!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByText(/1 page$/)).toBeInTheDocument();
  });
});
