import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FABRIC_PRICES } from '@techpack/catalog';
import { Footer } from './Footer';
import { ANALYZER_FALLBACK } from './useAnalyzerLabel';
import TermsPage from '../pages/static/TermsPage';

// the footer names the analyzer the server runs (not an LLM provider it does not use); static pages print no
// internal codes.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('footer and static pages', () => {
  // first: the label is kept for the session once the server has answered
  it('claims no analyzer while the server has not said', () => {
    globalThis.fetch = (() => new Promise(() => undefined)) as unknown as typeof fetch;
    render(<Footer />);
    expect(screen.getByText(ANALYZER_FALLBACK)).toBeInTheDocument();
  });

  it('names the analyzer the server reports', async () => {
    globalThis.fetch = (async (url: string) => ({
      ok: url === '/api/upload/analyzer',
      json: async () => ({
        analyzer: 'local:garment-classifier',
        kind: 'local',
        label: 'Garment analysis by our own classifier (local:garment-classifier), run on our servers',
      }),
    })) as unknown as typeof fetch;
    render(<Footer />);
    expect(
      await screen.findByText(
        'Garment analysis by our own classifier (local:garment-classifier), run on our servers.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/OpenAI|large language/)).not.toBeInTheDocument();
  });

  it('the Terms page lists fabrics by name, without their internal codes', () => {
    render(<TermsPage />);
    const text = document.body.textContent ?? '';
    for (const [id, f] of Object.entries(FABRIC_PRICES)) {
      expect(text).toContain(f.label);
      expect(text).not.toContain(`(${id})`);
    }
  });
});
