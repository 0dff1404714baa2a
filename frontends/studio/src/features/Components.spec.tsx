import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ComponentsPanel from './ComponentsPanel';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';

const needs = { operation: true, material: false, measure: true };
const pack = (extra: Record<string, unknown> = {}) =>
  ({
    ...makeTechPack(),
    garment: {
      kind: 'dress',
      family: 'dress',
      label: 'Dress',
      features: {},
      components: [
        {
          key: 'body',
          kind: 'body',
          name: 'Body',
          placement: 'Front and back body',
          source: 'grammar',
          drawn: true,
          needs,
        },
        {
          key: 'flounce-sleeve',
          kind: 'sleeve',
          name: 'Flounce sleeve',
          placement: 'Sleeve ends',
          source: 'catalogue',
          detail: 'flounce-sleeve',
          drawn: true,
          needs,
        },
      ],
    },
    details: [{ key: 'flounce-sleeve', detail: 'flounce-sleeve' }],
    ...extra,
  }) as unknown as StudioTechPack;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('components panel', () => {
  it('lists the components; a detail from the catalogue is added with one PUT and the re-derived pack is shown', async () => {
    const derived = pack();
    const calls = installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: derived } },
    });
    const onPackChange = jest.fn<(p: StudioTechPack) => void>();
    renderWithApp(<ComponentsPanel techPack={pack()} onPackChange={onPackChange} />, { token: 't' });
    expect(within(screen.getByTestId('component-body')).getByText('Body')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add a detail' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Waist drawcord' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add detail' }));
    await waitFor(() => expect(onPackChange).toHaveBeenCalledWith(derived));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      details: { add: [{ detail: 'waist-drawcord' }] },
    });
  });

  it('removes a detail it added (a component of the features has no remove button)', async () => {
    const calls = installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: pack() } },
    });
    renderWithApp(<ComponentsPanel techPack={pack()} onPackChange={() => undefined} />, { token: 't' });
    expect(screen.queryByRole('button', { name: 'Remove Body' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Flounce sleeve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ details: { remove: ['flounce-sleeve'] } });
  });

  it('adds a custom component with the designer description, operation and material', async () => {
    const calls = installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: pack() } },
    });
    renderWithApp(<ComponentsPanel techPack={pack()} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.change(screen.getByLabelText('Custom component'), { target: { value: 'Bow at back neck' } });
    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: 'Bow tack' } });
    fireEvent.change(screen.getByLabelText('Material'), { target: { value: 'Satin ribbon 10 mm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add custom component' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      details: {
        add: [
          {
            detail: 'custom',
            name: 'Bow at back neck',
            operation: 'Bow tack',
            material: 'Satin ribbon 10 mm',
          },
        ],
      },
    });
  });
});
