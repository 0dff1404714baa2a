import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Studio } from './Studio';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { MATERIALS_FIRST_PAGE, materialsFirstPage } from '../test/materials';
import { preloadStudioSections } from './lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

// the server's answer is what the studio shows; edits save themselves; a refused field is marked where it
// is; a save made on an older revision (another tab) is refused with a clear message.

function setup(
  routes: Parameters<typeof installFetch>[0],
  autosaveMs = 0,
  pack: StudioTechPack = makeTechPack(),
) {
  const calls = installFetch(routes);
  const onChange = jest.fn<(p: StudioTechPack) => void>();
  renderWithApp(<Studio techPack={pack} onChange={onChange} autosaveMs={autosaveMs} />);
  const last = () => onChange.mock.calls[onChange.mock.calls.length - 1]?.[0];
  return { calls, last };
}
const openTab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '[role=tab]' }));
const withRevision = (p: StudioTechPack, rev: number) =>
  ({
    ...p,
    revisions: [{ rev, at: '2026-11-23T10:00:00.000Z', by: 'user', summary: 'x', fields: [] }],
  }) as StudioTechPack;

describe("the studio shows the server's pack", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("silk: the server's care and trim replace the studio's, and Update PDF sends them, not the stale ones", async () => {
    const base = withRevision(makeTechPack(), 1);
    const server = withRevision(
      makeTechPack({
        materials: { ...base.materials, mainFabric: 'Silk Charmeuse', trim: 'none' },
        branding: { ...base.branding, careInstructions: 'dry-clean-only' },
      }),
      2,
    );
    const { calls, last } = setup(
      {
        'PUT /api/tech-pack/tp-1': {
          body: {
            success: true,
            message: 'Changes Saved',
            techPack: server,
            changedFields: ['materials.mainFabric'],
          },
        },
        'POST /api/tech-pack/tp-1/regenerate': {
          body: { success: true, message: 'ok', updatedTechPack: server },
        },
        [MATERIALS_FIRST_PAGE]: materialsFirstPage(),
      },
      0,
      base,
    );
    openTab('Materials');
    fireEvent.click(await screen.findByRole('button', { name: /^Silk Charmeuse/ }));
    fireEvent.click(screen.getByText('Save Changes'));
    await waitFor(() => expect(last()?.branding.careInstructions).toBe('dry-clean-only'));
    expect(last()?.materials.trim).toBe('none');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ revision: 1 });
    fireEvent.click(screen.getByText('Update PDF'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!.body as {
      branding: { careInstructions: string };
      materials: { trim: string };
      revision: number;
    };
    expect(post.branding.careInstructions).toBe('dry-clean-only');
    expect(post.materials.trim).toBe('none');
    expect(post.revision).toBe(2);
  });

  it('an edit saves itself after a pause, showing Saving then saved', async () => {
    const { calls } = setup(
      {
        'PUT /api/tech-pack/tp-1': {
          body: { success: true, message: 'Changes Saved', techPack: makeTechPack() },
        },
      },
      30,
    );
    openTab('Colors');
    fireEvent.click(screen.getByLabelText('Add Teal'));
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
  });

  it('a measurement over the contract bound (500 cm) is refused in the cell before anything is sent', () => {
    const { calls } = setup({});
    const cell = screen.getByTestId('pom-1-M');
    fireEvent.focus(cell);
    fireEvent.change(cell, { target: { value: '600' } });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Save Changes').closest('button')).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('the field a 400 names is marked in the table with its rule', async () => {
    setup({
      'PUT /api/tech-pack/tp-1': {
        status: 400,
        body: {
          message: 'Measurements must be positive numbers in cm, at most 500',
          code: 'REQUEST.INVALID',
          fields: ['measurements.length'],
          errors: [
            {
              field: 'measurements.length',
              message: 'Measurements must be positive numbers in cm, at most 500',
            },
          ],
        },
      },
    });
    fireEvent.click(screen.getByText('Save Changes'));
    const cell = screen.getByTestId('pom-1-M');
    await waitFor(() => expect(cell).toHaveAttribute('aria-invalid', 'true'));
    expect(cell).toHaveAttribute('title', 'Measurements must be positive numbers in cm, at most 500');
  });

  it('a save from a tab on an older revision is refused with a clear message, and the edits stay', async () => {
    setup({
      'PUT /api/tech-pack/tp-1': {
        status: 409,
        body: {
          message:
            'This tech pack was changed elsewhere (another tab or device) since you opened it: reload to see the latest revision',
          code: 'TECHPACK.STALE_REVISION',
        },
      },
    });
    openTab('Colors');
    fireEvent.click(screen.getByLabelText('Add Teal'));
    fireEvent.click(screen.getByText('Save Changes'));
    expect(await screen.findByText(/changed elsewhere \(another tab or device\)/)).toBeInTheDocument();
    expect(screen.getByTestId('save-state')).toHaveTextContent('Changed in another tab: reload');
    expect(screen.getByLabelText(/Remove colour 2 \(Teal\)/)).toBeInTheDocument();
  });
});
