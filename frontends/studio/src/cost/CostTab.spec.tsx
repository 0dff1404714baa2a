import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Studio } from '../studio/Studio';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

const pack = makeTechPack();
const base = `/api/tech-pack/${pack.id}/cost`;

const sheet = (quantity: number, fabricPrice = 4.5, source = 'library') => {
  const lines = [
    {
      ref: 'F1',
      category: 'fabric',
      item: 'Cotton jersey',
      quantity: 1,
      unit: 'm',
      unitPrice: fabricPrice,
      source,
      total: fabricPrice,
    },
    {
      ref: 'OP1',
      category: 'cmt',
      item: 'Sew: Shoulder seams',
      quantity: 0.3,
      unit: 'min',
      unitPrice: 0.3385,
      source: 'standard',
      total: 0.1,
    },
    ...(quantity < 300
      ? [
          {
            ref: 'MOQ',
            category: 'surcharge',
            item: 'Small-run surcharge',
            quantity: 15,
            unit: '%',
            unitPrice: 0.046,
            source: 'standard',
            total: 0.69,
          },
        ]
      : []),
    {
      ref: 'OVH',
      category: 'overhead',
      item: 'Overhead',
      quantity: 8,
      unit: '%',
      unitPrice: 0.05,
      source: 'standard',
      total: 0.4,
    },
    {
      ref: 'MRG',
      category: 'margin',
      item: 'Factory margin',
      quantity: 15,
      unit: '%',
      unitPrice: 0.054,
      source: 'standard',
      total: 0.81,
    },
  ];
  const fob = Math.round(lines.reduce((s, l) => s + l.total * 100, 0)) / 100;
  return {
    quantity,
    region: 'china',
    currency: 'USD',
    unit: 'cm',
    lines,
    fobUnitCost: fob,
    regionName: 'China',
    moq: 300,
    labourRatePerMinute: 0.3385,
    standardMinutes: 2,
    subtotals: {},
    notes: [],
    estimate: true,
    regions: [
      { id: 'china', name: 'China', moq: 300, labourRatePerMinute: 0.3385 },
      { id: 'usa', name: 'USA', moq: 50, labourRatePerMinute: 1.6667 },
    ],
  };
};

describe('Cost tab', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the sheet with its FOB unit cost, and a quantity choice fetches that quantity and saves it with the pack', async () => {
    const puts: unknown[] = [];
    const calls = installFetch({
      [`GET ${base}?quantity=300`]: { body: sheet(300) },
      [`GET ${base}?quantity=100`]: { body: sheet(100) },
      [`PUT /api/tech-pack/${pack.id}`]: (call) => (
        puts.push(call.body),
        { body: { success: true, techPack: { costOverrides: (call.body as any).costOverrides } } }
      ),
    });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Cost', { selector: '[role=tab]' }));
    const fob = await screen.findByTestId('fob-unit-cost');
    expect(fob).toHaveTextContent(`$${sheet(300).fobUnitCost.toFixed(2)}`);
    const table = screen.getByRole('table', { name: 'Cost lines' });
    expect(within(table).getByText('Cotton jersey')).toBeInTheDocument();
    expect(within(table).getByText('Factory margin')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '100 pcs' }));
    await waitFor(() =>
      expect(screen.getByTestId('fob-unit-cost')).toHaveTextContent(`$${sheet(100).fobUnitCost.toFixed(2)}`),
    );
    expect(screen.getByText('Small-run surcharge')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${base}?quantity=100`)).toBe(true);
    expect(puts[0]).toEqual({ costOverrides: { quantity: 100 } });
  });

  it('a unit price typed by the designer is saved as an override of that line', async () => {
    let sent: any;
    let saved = false;
    installFetch({
      [`GET ${base}?quantity=300`]: () => ({ body: saved ? sheet(300, 6.25, 'user') : sheet(300) }),
      [`PUT /api/tech-pack/${pack.id}`]: (call) => (
        (sent = call.body),
        (saved = true),
        { body: { success: true, techPack: { costOverrides: (call.body as any).costOverrides } } }
      ),
    });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Cost', { selector: '[role=tab]' }));
    const price = await screen.findByLabelText('Unit price of F1 Cotton jersey');
    fireEvent.change(price, { target: { value: '6.25' } });
    fireEvent.blur(price);
    await waitFor(() => expect(sent).toEqual({ costOverrides: { quantity: 300, unitPrices: { F1: 6.25 } } }));
    await waitFor(() =>
      expect(screen.getByTestId('fob-unit-cost')).toHaveTextContent(
        `$${sheet(300, 6.25).fobUnitCost.toFixed(2)}`,
      ),
    );
    expect(screen.getByText('user')).toBeInTheDocument();
  });

  it('shows the operation bulletin: each operation with its elements and machines, the lines around sewing and the total against its range', async () => {
    const bulletin = {
      sewing: [
        {
          operation: 'Neckband attach',
          elements: [
            { name: 'Join neck rib', machine: 'SNLS', smv: 0.2 },
            { name: 'Attach neck rib', machine: 'OL', smv: 0.45 },
          ],
          smv: 0.65,
          matched: true,
        },
      ],
      sewingMinutes: 0.65,
      handling: { perOperation: 0.05, minutes: 0.05 },
      allowance: { percent: 10, minutes: 0.07 },
      cutting: { item: 'Cutting (spreading, cutting, bundling)', minutes: 0.47, matched: false },
      finishing: [
        { ref: 'TRM', item: 'Thread trimming', minutes: 0.19 },
        { ref: 'PRS', item: 'Pressing', minutes: 0.4 },
        { ref: 'INS', item: 'Inspection', minutes: 0.28 },
        { ref: 'PCK', item: 'Fold, tag and pack', minutes: 0.5 },
      ],
      totalMinutes: 2.61,
      range: { min: 6, max: 9, source: 'Rahman et al. 2014' },
    };
    installFetch({ [`GET ${base}?quantity=300`]: { body: { ...sheet(300), bulletin } } });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Cost', { selector: '[role=tab]' }));
    const table = await screen.findByRole('table', { name: 'Operation bulletin' });
    expect(within(table).getByText('OP1 Neckband attach')).toBeInTheDocument();
    expect(within(table).getByText('Attach neck rib')).toBeInTheDocument();
    expect(within(table).getByText('OL')).toBeInTheDocument();
    for (const item of [
      'Cutting (spreading, cutting, bundling)',
      'Bundle handling (1 operations x 0.05 min)',
      'Allowances (10 % of sewing and handling)',
      'Thread trimming',
      'Pressing',
      'Inspection',
      'Fold, tag and pack',
    ])
      expect(within(table).getByText(item)).toBeInTheDocument();
    expect(screen.getByTestId('bulletin-total')).toHaveTextContent(
      '2.61 standard minutes per garment (published range 6-9 min: Rahman et al. 2014)',
    );
  });

  it('offers both downloads', async () => {
    installFetch({ [`GET ${base}?quantity=300`]: { body: sheet(300) } });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.click(screen.getByText('Cost', { selector: '[role=tab]' }));
    expect(await screen.findByRole('button', { name: 'Download workbook (.xlsx)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeInTheDocument();
  });
});
