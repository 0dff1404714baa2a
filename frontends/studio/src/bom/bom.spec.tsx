import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Studio } from '../studio/Studio';
import type { BomLine } from './bom-model';
import { tintFlat } from './ColourwayFlat';
import { renderFlat } from '@techpack/flats';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

const line = (
  ref: string,
  category: BomLine['category'],
  item: string,
  extra: Partial<BomLine> = {},
): BomLine => ({
  ref,
  category,
  item,
  description: `${item} description`,
  placement: 'Body',
  color: 'Navy 19-4024 TCX',
  quantity: 1,
  unit: 'pcs',
  supplier: 'TBC by factory',
  provenance: 'standard',
  origin: 'derived',
  ...extra,
});

const BOM: BomLine[] = [
  line('F1', 'fabric', 'Single jersey', {
    unit: 'm2',
    quantity: 0.62,
    quantityBySize: { XS: 0.55, M: 0.62, XXL: 0.75 },
  }),
  line('T1', 'thread', 'Polyester core thread'),
  line('L1', 'label', 'Main label'),
  line('P1', 'packaging', 'Poly mailer'),
];

function setup(
  pack: StudioTechPack = makeTechPack({ bom: BOM }),
  routes: Parameters<typeof installFetch>[0] = {},
) {
  const calls = installFetch(routes);
  renderWithApp(<Studio techPack={pack} />);
  return { calls, pack };
}
const openTab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '[role=tab]' }));

describe('BOM tab', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('lists every line with its ref, supplier, quantity range and whether it is derived', () => {
    setup();
    openTab('BOM');
    const table = screen.getByRole('table', { name: 'Bill of materials' });
    const f1 = within(table).getByTestId('bom-row-F1');
    expect(f1).toHaveTextContent('Single jersey');
    expect(f1).toHaveTextContent('0.62 m2');
    expect(within(f1).getByText('XS 0.55 – XXL 0.75')).toBeInTheDocument();
    expect(within(f1).getByText('Derived')).toBeInTheDocument();
    // the table scrolls sideways inside a region a keyboard can reach
    expect(screen.getByRole('region', { name: /Bill of materials, scrolls sideways/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('editing a line sends only what changed and shows the server answer (the line becomes the designer’s)', async () => {
    let sent: unknown;
    setup(makeTechPack({ bom: BOM }), {
      [`PUT /api/tech-pack/${makeTechPack().id}`]: (call) => ({
        body: {
          success: true,
          techPack: {
            bom: BOM.map((l) =>
              l.ref === 'T1'
                ? { ...l, supplier: 'Coats', articleNumber: 'E120', origin: 'user', provenance: 'user' }
                : l,
            ),
            echo: (sent = call.body),
          },
        },
      }),
    });
    openTab('BOM');
    fireEvent.click(screen.getByRole('button', { name: 'Edit T1 Polyester core thread' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Supplier'), { target: { value: 'Coats' } });
    fireEvent.change(within(dialog).getByLabelText('Article number'), { target: { value: 'E120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save line' }));
    await waitFor(() => expect(screen.getByTestId('bom-row-T1')).toHaveTextContent('Coats'));
    expect(within(screen.getByTestId('bom-row-T1')).getByText('Designer')).toBeInTheDocument();
    expect(screen.getByText('T1 Polyester core thread saved')).toBeInTheDocument();
    expect(sent).toEqual({ bomEdits: { edit: { T1: { supplier: 'Coats', articleNumber: 'E120' } } } });
  });

  it('a new line without an item shows the error beside the field and sends nothing', async () => {
    const { calls } = setup();
    openTab('BOM');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(within(dialog).getByText('Item is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('adds a line with quantities per size; a server refusal shows in the dialog, not as a toast', async () => {
    const id = makeTechPack().id;
    let body: unknown;
    setup(makeTechPack({ bom: BOM }), {
      [`PUT /api/tech-pack/${id}`]: (call) => {
        body = call.body;
        return {
          status: 400,
          body: {
            message: 'At most 60 added BOM lines per tech pack',
            code: 'REQUEST.INVALID',
            fields: ['bomEdits.add.0'],
          },
        };
      },
    });
    openTab('BOM');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Item/), { target: { value: 'Woven tape' } });
    fireEvent.click(within(dialog).getByLabelText('Quantity varies by size'));
    fireEvent.change(within(dialog).getByLabelText('Quantity S'), { target: { value: '0.3' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity XL'), { target: { value: '0.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(within(dialog).getByText('At most 60 added BOM lines per tech pack')).toBeInTheDocument(),
    );
    expect(body).toEqual({
      bomEdits: {
        add: [
          expect.objectContaining({
            item: 'Woven tape',
            category: 'trim',
            quantityBySize: { S: 0.3, XL: 0.4 },
          }),
        ],
      },
    });
  });

  it('removing asks first, then sends the ref', async () => {
    const id = makeTechPack().id;
    let body: unknown;
    setup(makeTechPack({ bom: BOM }), {
      [`PUT /api/tech-pack/${id}`]: (call) => (
        (body = call.body),
        { body: { success: true, techPack: { bom: BOM.filter((l) => l.ref !== 'L1') } } }
      ),
    });
    openTab('BOM');
    fireEvent.click(screen.getByRole('button', { name: 'Remove L1 Main label' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm removing L1 Main label' }));
    await waitFor(() => expect(screen.queryByTestId('bom-row-L1')).not.toBeInTheDocument());
    expect(body).toEqual({ bomEdits: { remove: ['L1'] } });
  });
});

describe('Colourways tab', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('starts from a sample colourway in the main colour, adds colourways (copying the sample) and saves the matrix', async () => {
    const id = makeTechPack().id;
    let body: { colourways?: { name: string; colours: Record<string, { hex: string }> }[] } = {};
    setup(makeTechPack({ bom: BOM }), {
      [`PUT /api/tech-pack/${id}`]: (call) => (
        (body = call.body as typeof body),
        { body: { success: true, techPack: { colourways: body.colourways } } }
      ),
    });
    openTab('Colourways');
    const matrix = screen.getByRole('table', { name: 'Colourway matrix' });
    // packaging follows the brand: not a row
    expect(within(matrix).queryByText('Poly mailer')).not.toBeInTheDocument();
    expect(within(matrix).getByText('Sample')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add colourway' }));
    fireEvent.change(screen.getByLabelText('Colourway 2 name'), { target: { value: 'Heather Grey' } });
    fireEvent.click(screen.getByRole('button', { name: /, Single jersey in Heather Grey$/ }));
    fireEvent.change(await screen.findByLabelText('Custom hex'), { target: { value: '#B5B5B5' } });
    fireEvent.change(screen.getByLabelText('Colour name'), { target: { value: 'Heather Grey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this colour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save colourways' }));
    await waitFor(() => expect(screen.getByText('2 colourways saved')).toBeInTheDocument());
    expect(body.colourways!.map((c) => c.name)).toEqual([
      makeTechPack().colors[0]?.name ?? 'Sample',
      'Heather Grey',
    ]);
    expect(body.colourways![1].colours.F1.hex).toBe('#B5B5B5');
    // one colour model: the thread's sample cell is the colour its BOM line names, and a new colourway copies it
    expect(body.colourways![0].colours.T1).toMatchObject({ name: 'Navy' });
    expect(body.colourways![1].colours.T1).toMatchObject({ name: 'Navy' });
  });

  it('an invalid custom hex is an inline error; a duplicate name blocks saving; 12 is the most', async () => {
    setup();
    openTab('Colourways');
    fireEvent.click(screen.getByRole('button', { name: /, Main label in/ }));
    fireEvent.change(await screen.findByLabelText('Custom hex'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this colour' }));
    expect(screen.getByText('Invalid color: hex must be # followed by 6 hex digits')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('Custom hex'), { key: 'Escape' });
    const add = screen.getByRole('button', { name: 'Add colourway' });
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('Colourway 2 name'), {
      target: { value: screen.getByLabelText<HTMLInputElement>('Colourway 1 name').value },
    });
    expect(screen.getByText('Another colourway has this name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save colourways' })).toBeDisabled();
    for (let i = 0; i < 10; i++) fireEvent.click(add);
    expect(screen.getByLabelText('Colourway 12 name')).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it("the preview fills the flat's panels with the colourway's body colour", () => {
    const flat = renderFlat({ garmentType: 't-shirt' } as never, 'front');
    const tinted = tintFlat(flat, { name: 'Navy', hex: '#1B2A4A', pantone: '' });
    const fills = tinted.prims
      .filter((p) => p.type === 'path' && p.fill)
      .map((p) => (p as { fill?: string }).fill);
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((f) => f === '#1B2A4A')).toBe(true);
  });
});
