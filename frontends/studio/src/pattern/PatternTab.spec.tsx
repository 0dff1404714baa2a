import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Studio } from '../studio/Studio';
import { makeTechPack } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { installPathFetch } from '@techpack/web-shared/test';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

const pack = makeTechPack();
const base = `/api/tech-pack/${pack.id}`;
const row = (size: string, key: string, status: string, measured: number | null, note?: string) => ({
  size,
  key,
  code: key === 'chestWidth' ? 'A4' : 'A1',
  name: key,
  spec: 52,
  measured,
  diff: measured === null ? null : measured - 52,
  tolerance: 1,
  status,
  ...(note ? { note } : {}),
});
const pattern = {
  design: 'teagan',
  designLabel: 'Teagan (FreeSewing) t-shirt',
  garmentType: 't-shirt',
  revision: 3,
  styleNumber: pack.styleNumber,
  sizes: ['S', 'M', 'L'],
  baseSize: 'M',
  pieces: [
    {
      name: 'Front',
      component: 'body',
      cut: 1,
      onFold: true,
      grain: 'lengthwise',
      notches: 1,
      widthCm: 30,
      heightCm: 75,
    },
  ],
  notDrafted: [
    { component: 'neckline', name: 'Neckband', reason: 'teagan has no piece for the neckband: not drafted' },
  ],
  summary: { in: 1, out: 1, notDrafted: 1 },
  check: [
    row('L', 'length', 'out', 54, 'the design did not reach the spec at this size'),
    row('M', 'hemHeight', 'not drafted', null, 'the hem is a turn-up'),
    row('M', 'chestWidth', 'in', 52.2),
  ],
  consumption: {
    ref: 'F1',
    widthCm: 150,
    source: 'from marker',
    bySize: { S: 0.8, M: 0.85, L: 0.9 },
    efficiencyBySize: {},
  },
};

describe('Pattern tab', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:pattern';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
  });

  it('shows the pieces, the check with rows out of tolerance first, the marker and the downloads', async () => {
    const calls = installPathFetch({
      [`GET ${base}/pattern`]: () => ({ body: pattern }),
      [`GET ${base}/pattern/marker`]: (_b, url) => ({
        body: {
          size: url.searchParams.get('size'),
          revision: 3,
          widthCm: 150,
          lengthCm: 92.4,
          lengthM: 0.92,
          efficiency: 71.5,
          pieces: 4,
          placements: [],
        },
      }),
      [`GET ${base}/pattern.svg`]: () => ({ body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      [`GET ${base}/pattern/marker.svg`]: () => ({ body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Pattern', { selector: '[role=tab]' }));
    expect(await screen.findByTestId('pattern-summary')).toHaveTextContent(
      '1 rows in tolerance, 1 out, 1 not drafted',
    );
    const rows = within(screen.getByRole('table', { name: 'Pattern check' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveAttribute('data-status', 'out');
    expect(rows[0]).toHaveTextContent('the design did not reach the spec');
    expect(screen.getByText(/Not drafted: Neckband/)).toBeInTheDocument();
    expect(await screen.findByTestId('marker-figures')).toHaveTextContent(
      '92.4 cm on 150 cm fabric, 71.5% used; main fabric 0.85 m per garment (from marker)',
    );
    expect(await screen.findByAltText('Pattern pieces at size M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download DXF (all sizes)' })).toBeEnabled();
    // another size draws that size
    fireEvent.mouseDown(screen.getByLabelText('Size'));
    fireEvent.click(await screen.findByRole('option', { name: 'L' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `${base}/pattern/marker` && c.search.includes('size=L'))).toBe(
        true,
      ),
    );
  });

  it('a type no design drafts says so', async () => {
    installPathFetch({
      [`GET ${base}/pattern`]: () => ({
        status: 409,
        body: { message: 'No pattern design drafts a jumpsuit yet', code: 'PATTERN.NO_DESIGN' },
      }),
    });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Pattern', { selector: '[role=tab]' }));
    expect(await screen.findByText('No pattern design drafts a jumpsuit yet')).toBeInTheDocument();
  });
});
