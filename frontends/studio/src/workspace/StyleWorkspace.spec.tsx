import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import StyleWorkspace from './StyleWorkspace';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

// /styles/{id}: one page per style, a header with what the style is and what can be done, the sections as routes.

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/styles/tp-1');
  window.scrollTo = (() => undefined) as never;
});

const pack = (over: Record<string, unknown> = {}) => ({
  ...makeTechPack(),
  styleName: 'Weekend Tee',
  status: 'draft',
  revisions: [{ rev: 3, at: '2026-11-22T05:00:00.000Z', by: 'ada@example.com', changes: [] }],
  ...over,
});

describe('the style workspace', () => {
  it('names the style, its number, status and revision in its header, with the save state and the actions', async () => {
    installFetch({ 'GET /api/tech-pack/tp-1': { body: pack() } });
    renderWithApp(<StyleWorkspace id="tp-1" section="bom" />, { token: 't' });
    const header = await screen.findByTestId('workspace-header');
    expect(within(header).getByRole('heading', { level: 1, name: 'Weekend Tee' })).toBeInTheDocument();
    expect(within(header).getByTestId('workspace-style-number')).toHaveTextContent(
      `Style ${makeTechPack().styleNumber}`,
    );
    expect(within(header).getByTestId('workspace-status')).toHaveTextContent('Draft: to confirm');
    expect(within(header).getByTestId('workspace-revision')).toHaveTextContent('Revision 3');
    expect(within(header).getByTestId('workspace-save-state')).toHaveTextContent('All changes saved');
    for (const action of ['Confirm', 'Exports', 'Share with Manufacturer'])
      expect(within(header).getByRole('button', { name: new RegExp(action) })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Order a sample' })).toHaveAttribute(
      'href',
      '/styles/tp-1#order-sample',
    );
    expect(document.title).toBe('Weekend Tee · BOM · Tech Pack Studio');
  });

  it('links every section to its own address and marks the one shown', async () => {
    installFetch({ 'GET /api/tech-pack/tp-1': { body: pack() } });
    renderWithApp(<StyleWorkspace id="tp-1" section="colourways" />, { token: 't' });
    const nav = await screen.findByRole('tablist', { name: 'Style sections' });
    const links = within(nav).getAllByRole('tab');
    const hrefs = links.map((a) => a.getAttribute('href'));
    for (const s of [
      'measurements',
      'bom',
      'colourways',
      'materials',
      'construction',
      'artwork',
      'cost',
      'fit',
    ])
      expect(hrefs).toContain(`/styles/tp-1/${s}`);
    expect(hrefs[0]).toBe('/styles/tp-1');
    expect(within(nav).getByRole('tab', { name: 'Colourways' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(nav).getByRole('tab', { name: 'Cost' }));
    expect(window.location.pathname).toBe('/styles/tp-1/cost');
  });

  it('knows a pack shared before: View Chat instead of Share, and a shared chip', async () => {
    installFetch({ 'GET /api/tech-pack/tp-1': { body: pack({ sharedAt: '2026-11-23T10:00:00.000Z' }) } });
    renderWithApp(<StyleWorkspace id="tp-1" />, { token: 't' });
    const header = await screen.findByTestId('workspace-header');
    expect(within(header).getByRole('button', { name: /View Chat/ })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Share with Manufacturer/ })).not.toBeInTheDocument();
    expect(within(header).getByText('Shared with manufacturer')).toBeInTheDocument();
  });

  it('shows the not-found panel for a missing pack or an unknown section', async () => {
    installFetch({
      'GET /api/tech-pack/nope': { status: 404, body: { message: 'Tech pack not found' } },
      'GET /api/tech-pack/tp-1': { body: pack() },
    });
    renderWithApp(<StyleWorkspace id="nope" />, { token: 't' });
    expect(await screen.findByText('Tech Pack Not Found')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderWithApp(<StyleWorkspace id="tp-1" section="no-such-section" />, { token: 't' });
    expect(await screen.findByText('Tech Pack Not Found')).toBeInTheDocument();
  });
});
