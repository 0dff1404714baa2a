import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FABRICS, TRIMS, fibresOf, supplierOf } from '@techpack/catalog';
import { installPathFetch } from '@techpack/web-shared/test';
import { MaterialsTab } from '../studio/MaterialsTab';
import type { Materials } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { materialsAnswer } from '../test/materials';

function setup(materials: Materials = makeTechPack().materials) {
  const calls = installPathFetch({ 'GET /api/materials': (_b, url) => materialsAnswer(url) });
  const onChange = jest.fn<(m: Materials) => void>();
  renderWithApp(<MaterialsTab materials={materials} onChange={onChange} />);
  const cards = () => within(screen.getByRole('list', { name: 'Fabrics' })).getAllByRole('button');
  return { calls, onChange, cards };
}

describe('the materials library', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a page of fabrics, each drawn with its construction and naming weight, width, price and supplier', async () => {
    const { cards } = setup();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByTestId('fabric-count')).toHaveTextContent(`1–24 of ${FABRICS.length} fabrics`);
    const jersey = FABRICS[0];
    const card = cards()[0];
    expect(card).toHaveTextContent(jersey.name);
    expect(card).toHaveTextContent(`${jersey.gsm} g/m² · ${jersey.widthCm} cm wide`);
    expect(card).toHaveTextContent(`$${jersey.priceRange.min}–$${jersey.priceRange.max} / m`);
    expect(card).toHaveTextContent(supplierOf(jersey));
    // a drawn swatch per card (an SVG texture, not an image file or a placeholder), different for a different construction
    const swatches = screen.getAllByTestId('fabric-swatch');
    expect(swatches.every((s) => s.getAttribute('src')!.startsWith('data:image/svg+xml'))).toBe(true);
    const byConstruction = new Map(
      swatches.map((s) => [s.getAttribute('data-construction'), s.getAttribute('src')]),
    );
    expect(byConstruction.get('jersey')).not.toBe(byConstruction.get('twill'));
  });

  it('asks the server for the words and filters, and pages the answer', async () => {
    const { calls, cards } = setup();
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Fabrics page 2' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent(FABRICS[24].name));
    fireEvent.change(screen.getByLabelText('Family'), { target: { value: 'knit' } });
    fireEvent.change(screen.getByLabelText('Fibre'), { target: { value: 'wool' } });
    fireEvent.change(screen.getByLabelText('Weight'), { target: { value: 'heavy' } });
    const expected = FABRICS.filter(
      (f) => f.family === 'knit' && fibresOf(f.composition).includes('wool') && f.gsm > 250,
    );
    await waitFor(() =>
      expect(cards().map((c) => c.textContent)).toEqual(expected.map((f) => expect.stringContaining(f.name))),
    );
    expect(calls.at(-1)!.search).toBe('?family=knit&fibre=wool&minGsm=251&offset=0&limit=24');
    fireEvent.change(screen.getByLabelText('Search fabrics'), { target: { value: 'cable' } });
    await waitFor(() => expect(cards().every((c) => /cable/i.test(c.textContent ?? ''))).toBe(true));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'low' } });
    await waitFor(() =>
      expect(screen.getByText(/No fabrics match “cable” with these filters/)).toBeInTheDocument(),
    );
  });

  it('selecting a fabric sets the main fabric and its details', async () => {
    const { onChange } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Silk Charmeuse/ }));
    expect(onChange.mock.calls.at(-1)![0]).toMatchObject({
      mainFabric: 'Silk Charmeuse',
      fabricDetails: {
        gsm: 120,
        composition: '100% Mulberry Silk',
        texture: 'Lustrous satin face',
        category: 'Silk',
      },
      lining: 'none',
    });
  });

  it('has lining and trims in their own tabs, the trims library among them', async () => {
    const { onChange } = setup();
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.click(tab('Lining'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab('Lining').id);
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Lining' })).getByRole('button', { name: 'Mesh lining' }),
    );
    expect(onChange.mock.calls.at(-1)![0]).toMatchObject({ lining: 'mesh-lining' });
    fireEvent.click(tab('Trims'));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Trim' })).getByRole('button', { name: 'Bias tape' }),
    );
    expect(onChange.mock.calls.at(-1)![0]).toMatchObject({ trim: 'bias-tape' });
    const table = await screen.findByRole('table', { name: 'Trims library table' });
    expect(within(table).getAllByRole('row')).toHaveLength(TRIMS.length + 1);
  });
});
