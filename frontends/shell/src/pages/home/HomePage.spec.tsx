import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import HomePage from './HomePage';
import { installFetch, renderApp } from '../../test/render';

// a signed-in designer lands on the upload area and recent designs; the marketing hero is for visitors.

const pack = (id: string, styleName: string, updatedAt: string) => ({
  id,
  styleName,
  styleNumber: `TS-26-${id}`,
  createdAt: updatedAt,
  updatedAt,
  aiAnalysis: { garmentType: 't-shirt' },
  upload: { originalName: `${id}.jpg` },
  colors: [],
});

describe('home page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('signed in: a short header, the upload area first and the recent designs, no marketing hero', async () => {
    installFetch({
      'GET /api/tech-packs/user?limit=50': {
        body: [
          pack('a1', 'Meadow Tee', '2026-11-02T10:00:00Z'),
          pack('b2', 'Alpine Tee', '2026-11-03T10:00:00Z'),
        ],
      },
    });
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back/);
    expect(screen.queryByText(/factory-ready tech pack/)).not.toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent designs' });
    const designs = () => within(recent).getAllByRole('listitem');
    await waitFor(() => expect(designs()).toHaveLength(2));
    expect(designs()[0]).toHaveTextContent('Alpine Tee'); // newest first
    expect(within(designs()[1]).getByRole('link')).toHaveAttribute('href', '/styles/a1');
    // the upload area comes before the recent designs
    const upload = screen.getByRole('heading', { name: 'Upload your design' });
    expect(upload.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('signed out: the marketing hero', () => {
    installFetch({});
    renderApp(<HomePage />, { signedIn: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/factory-ready tech pack/);
    expect(screen.queryByRole('region', { name: 'Recent designs' })).not.toBeInTheDocument();
  });
});
