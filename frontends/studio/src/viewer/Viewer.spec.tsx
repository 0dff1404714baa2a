import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AnalysisCard from '../analysis/AnalysisCard';
import TechPackViewer from './TechPackViewer';
import { PdfPreview, pdfRetryDelay } from './PdfPreview';
import type { PdfDocument } from './pdf-loader';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';

const fakeDoc = (pages = 2): PdfDocument => ({
  numPages: pages,
  getPage: async () => ({
    getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
  }),
});
const okPdf = async () => new Blob(['%PDF-1.7']);

beforeEach(() => {
  document.body.innerHTML = '';
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:ref';
  (URL as unknown as { revokeObjectURL: (u: string) => void }).revokeObjectURL = () => undefined;
  // jsdom has no canvas; the fake document never touches it.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('AnalysisCard', () => {
  it('shows type, silhouette, style, collar and confidence with one decimal', () => {
    renderWithApp(<AnalysisCard analysis={makeTechPack().aiAnalysis} />);
    expect(screen.getByText('T-Shirt')).toBeInTheDocument();
    expect(screen.getByText('Regular Fit')).toBeInTheDocument();
    expect(screen.getByText('Casual')).toBeInTheDocument();
    expect(screen.getByText('Collar style')).toBeInTheDocument();
    expect(screen.getByText('Crew Neck')).toBeInTheDocument();
    expect(screen.getByTestId('confidence')).toHaveTextContent('87.3%');
    expect(screen.queryByText('Estimated: please confirm')).not.toBeInTheDocument();
  });

  it("says a garment type below the analyzer's detected threshold is an estimate to confirm", () => {
    renderWithApp(
      <AnalysisCard
        analysis={{ ...makeTechPack().aiAnalysis, confidence: 0.34, garmentTypeDetected: false }}
      />,
    );
    expect(screen.getByText('T-Shirt')).toBeInTheDocument();
    expect(screen.getByText('Estimated: please confirm')).toBeInTheDocument();
  });

  it('leaves the collar out when there is none', () => {
    renderWithApp(
      <AnalysisCard analysis={{ ...makeTechPack().aiAnalysis, components: {}, confidence: 0.9 }} />,
    );
    expect(screen.queryByText('Collar style')).not.toBeInTheDocument();
    expect(screen.getByTestId('confidence')).toHaveTextContent('90.0%');
  });
});

describe('PdfPreview', () => {
  it('zooms 50..200 in steps of 25 starting at 100', async () => {
    renderWithApp(<PdfPreview techPackId="tp-1" loadPdf={async () => fakeDoc()} fetchPdf={okPdf} />);
    await screen.findByText(/2 pages/);
    const level = screen.getByTestId('zoom-level');
    expect(level).toHaveTextContent('100%');
    const out = screen.getByRole('button', { name: 'Zoom out' });
    const inn = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.click(out);
    expect(level).toHaveTextContent('75%');
    fireEvent.click(out);
    expect(level).toHaveTextContent('50%');
    expect(out).toBeDisabled();
    for (let i = 0; i < 6; i++) if (!(inn as HTMLButtonElement).disabled) fireEvent.click(inn);
    expect(level).toHaveTextContent('200%');
    expect(inn).toBeDisabled();
    expect(screen.getAllByLabelText(/^Page \d$/)).toHaveLength(2);
  });

  it('fetches the PDF with the bearer token from pdf-download', async () => {
    localStorage.setItem('techpack_token', 'tok-123');
    const calls = installFetch({ 'GET /api/tech-pack/tp-1/pdf-download': { body: '%PDF' } });
    renderWithApp(<PdfPreview techPackId="tp-1" loadPdf={async () => fakeDoc(1)} />);
    await screen.findByText(/1 page$/);
    expect(calls[0].headers.Authorization).toBe('Bearer tok-123');
    localStorage.clear();
  });

  it('asks again after a busy answer (503) and shows the PDF', async () => {
    let calls = 0;
    const fetchPdf = async () => {
      calls += 1;
      if (calls === 1) throw { status: 503, message: '503: Service unavailable', retryAfter: 1 };
      return new Blob(['%PDF']);
    };
    renderWithApp(<PdfPreview techPackId="tp-1" loadPdf={async () => fakeDoc(3)} fetchPdf={fetchPdf} />);
    expect(await screen.findByText(/3 pages/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('does not ask again when the pack is not there (404): the preview says it is unavailable', async () => {
    let calls = 0;
    const fetchPdf = async (): Promise<Blob> => {
      calls += 1;
      throw { status: 404, message: '404: Tech Pack Not Found' };
    };
    renderWithApp(<PdfPreview techPackId="tp-1" loadPdf={async () => fakeDoc(3)} fetchPdf={fetchPdf} />);
    expect(await screen.findByText('Preview Unavailable')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("waits as the route's Retry-After says, only for the answers the route gives when busy (429, 503)", () => {
    expect(pdfRetryDelay({ status: 429, retryAfter: 1 })).toBe(1000);
    expect(pdfRetryDelay({ status: 503, retryAfter: 5 })).toBe(5000);
    expect(pdfRetryDelay({ status: 503 })).toBe(1500); // the gateway's 503 names no delay
    expect(pdfRetryDelay({ status: 503, retryAfter: 600 })).toBe(10_000);
    for (const status of [400, 404, 409, 500, 'FETCH_ERROR']) expect(pdfRetryDelay({ status })).toBeNull();
  });

  it('shows "Preview Unavailable" with a download fallback when it fails', async () => {
    renderWithApp(
      <PdfPreview
        techPackId="tp-1"
        loadPdf={async () => Promise.reject(new Error('bad pdf'))}
        fetchPdf={okPdf}
      />,
    );
    expect(await screen.findByText('Preview Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('TechPackViewer', () => {
  const pack = makeTechPack({
    measurements: { a: '1 cm', b: '2 cm', c: '3 cm', d: '4 cm', e: '5 cm', f: '6 cm', g: '7 cm', h: '8 cm' },
    colors: ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'].map((hex, i) => ({
      name: `C${i + 1}`,
      hex,
      pantone: 'p',
    })),
    materials: {
      ...makeTechPack().materials,
      lining: 'mesh-lining',
      trim: 'bias-tape',
      extra: 'Interlining',
    } as never,
  });

  it('shows the first 6 measurements, 3 materials, 4 colours, estimate and timeline', async () => {
    installFetch({});
    renderWithApp(
      <TechPackViewer techPack={pack} pdf={{ loadPdf: async () => fakeDoc(), fetchPdf: okPdf }} />,
    );
    const measurements = screen.getByLabelText('Key measurements');
    expect(within(measurements).getAllByRole('definition')).toHaveLength(6);
    expect(within(measurements).queryByText('G')).not.toBeInTheDocument();
    const materials = screen.getByLabelText('Materials');
    expect(within(materials).getByText('100% Cotton Jersey')).toBeInTheDocument();
    expect(within(materials).getByText('Mesh Lining')).toBeInTheDocument();
    expect(within(materials).getByText('Bias Tape')).toBeInTheDocument();
    expect(within(materials).queryByText('Interlining')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Colours')).getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('C4')).toBeInTheDocument();
    expect(screen.queryByText('C5')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('$150-$225');
    expect(screen.getByText('14-21 business days')).toBeInTheDocument();
    expect(screen.getByText('5-7 days')).toBeInTheDocument();
    await screen.findByText(/2 pages/);
  });

  it('says when the garment type is only estimated, and colours a low confidence as such', async () => {
    installFetch({});
    const low = makeTechPack({
      aiAnalysis: { ...makeTechPack().aiAnalysis, confidence: 0.34, garmentTypeDetected: false } as never,
    });
    renderWithApp(<TechPackViewer techPack={low} showPdf={false} />);
    expect(screen.getByText('Type estimated: confirm')).toBeInTheDocument();
    expect(screen.getByText('34.0% confidence').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    document.body.innerHTML = '';
    renderWithApp(<TechPackViewer techPack={makeTechPack()} showPdf={false} />);
    expect(screen.queryByText('Type estimated: confirm')).not.toBeInTheDocument();
    expect(screen.getByText('87.3% confidence').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('prices a sample as the order form does, whatever the garment (never above what the form can charge)', () => {
    installFetch({});
    renderWithApp(
      <TechPackViewer
        techPack={makeTechPack({ aiAnalysis: { ...pack.aiAnalysis, garmentType: 'hoodie' } })}
        showPdf={false}
      />,
    );
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('$150-$225');
    expect(screen.getByText(/add-ons up to \$\s*75 more/)).toBeInTheDocument();
  });

  it('shows the reference image fetched with the token and hides it on a load error', async () => {
    const calls = installFetch({ 'GET /api/uploads/abc.jpg': { body: 'jpeg' } });
    renderWithApp(<TechPackViewer techPack={pack} showPdf={false} />);
    // the alt text names the style, not the file
    const img = await screen.findByRole('img', { name: 'C1 T-Shirt: reference photo' });
    expect(calls.some((c) => c.url === '/api/uploads/abc.jpg')).toBe(true);
    act(() => {
      fireEvent.error(img);
    });
    expect(screen.queryByRole('img', { name: 'C1 T-Shirt: reference photo' })).not.toBeInTheDocument();
  });

  it('hides the reference image when it cannot be fetched', async () => {
    const calls = installFetch({
      'GET /api/uploads/abc.jpg': { status: 404, body: { message: 'Not found' } },
    });
    renderWithApp(<TechPackViewer techPack={pack} showPdf={false} />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('img', { name: /Reference/ })).not.toBeInTheDocument();
  });
});
