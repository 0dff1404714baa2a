import { describe, it, expect, beforeAll, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { navigate, normalizePath, signedOut } from '@techpack/web-shared';
import { App } from './App';
import { installFetch, renderApp } from './test/render';
import { ensureViewportMeta } from './lib/viewport';

// Warm the lazily imported pages once: concurrent first imports of the same ESM graph trip jest's module linker.
beforeAll(async () => {
  await import('./components/PageLayout');
  await import('./pages/SizingPage');
  await import('./pages/NotFound');
}, 60_000);

describe('router', () => {
  beforeEach(() => {
    installFetch({});
    window.history.replaceState(null, '', '/');
  });

  it('normalises paths as the spec says', () => {
    expect(normalizePath('//designs')).toBe('/designs');
    expect(normalizePath('///designs/')).toBe('/designs');
    expect(normalizePath('/designs///')).toBe('/designs');
    expect(normalizePath('/designs?x=1#top')).toBe('/designs');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('starts every page with a skip link that moves focus to the main region', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    renderApp(<App />);
    await screen.findByText('404 Page Not Found');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.querySelector('a')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows the 404 page with the current path and Go Home', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    renderApp(<App />);
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or there was a navigation error."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('/no/such/page');
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('routes a non-normalised path to its screen and re-syncs on back/forward', async () => {
    window.history.replaceState(null, '', '/sizing/');
    renderApp(<App />);
    expect(await screen.findByRole('heading', { name: 'Sizing Fixer' })).toBeInTheDocument();
    act(() => navigate('/nowhere'));
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/sizing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Sizing Fixer' })).toBeInTheDocument();
  });

  it('shows the spinner while auth loads and the login screen to signed-out visitors', async () => {
    window.history.replaceState(null, '', '/designs');
    const { store } = renderApp(<App />, { signedIn: false });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('Or continue with')).toBeInTheDocument();
  });

  it('adds a viewport meta tag when missing, one that lets the reader zoom (accessibility)', () => {
    document.head.querySelectorAll('meta[name="viewport"]').forEach((m) => m.remove());
    ensureViewportMeta();
    const content = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
    expect(content).toContain('width=device-width');
    expect(content).not.toMatch(/user-scalable=no|maximum-scale=1\b/);
  });
});

describe('router with odd paths', () => {
  it('treats a path with duplicate leading slashes as a path, not a host', async () => {
    installFetch({});
    window.history.replaceState(null, '', '/x');
    window.history.replaceState(null, '', `${window.location.origin}//missing///`);
    renderApp(<App />);
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-path')).toHaveTextContent('//missing///');
  });
});
