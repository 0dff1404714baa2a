import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from '@techpack/web-shared';
import { Studio } from './Studio';
import { measurementLabel } from '../lib/measurements';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack, TINY_PNG } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { MATERIALS_FIRST_PAGE, materialsFirstPage } from '../test/materials';
import { preloadStudioSections } from './lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

function setup(pack: StudioTechPack = makeTechPack(), routes: Parameters<typeof installFetch>[0] = {}) {
  const calls = installFetch(routes);
  const onChange = jest.fn<(p: StudioTechPack) => void>();
  const utils = renderWithApp(<Studio techPack={pack} onChange={onChange} />);
  const last = () => onChange.mock.calls[onChange.mock.calls.length - 1]?.[0];
  return { ...utils, calls, onChange, last };
}

const openTab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '[role=tab]' }));

function pngFile(bytes = 100, name = 'logo.png', type = 'image/png') {
  const file = new File([atob(TINY_PNG)], name, { type });
  if (bytes !== file.size) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function uploadLogo(file = pngFile()) {
  fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });
}

describe('Design Customization Studio', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("has the spec's four tabs, then the BOM, the colourways, the cost and the pattern", () => {
    setup();
    expect(Array.from(document.querySelectorAll('[role=tab]')).map((t) => t.textContent)).toEqual([
      'Measurements',
      'Materials',
      'Colors',
      'Details',
      'BOM',
      'Colourways',
      'Cost',
      'Pattern',
    ]);
  });

  describe('Measurements', () => {
    it('shows the graded table with the base size marked, and toggles cm/in', () => {
      setup();
      const table = screen.getByLabelText('Graded measurements');
      expect(within(table).getByText('Base')).toBeInTheDocument();
      expect(screen.getByLabelText('1/2 Chest M')).toHaveValue('52');
      expect(screen.getByLabelText('1/2 Chest tolerance')).toHaveValue('1');
      expect(screen.getByLabelText('1/2 Chest L')).toHaveValue('54.5');
      fireEvent.click(screen.getByText('in', { selector: 'button' }));
      expect(screen.getByLabelText('1/2 Chest M')).toHaveValue('20.47');
    });

    it('editing the base size regrades the row and updates measurements at once', () => {
      const { last } = setup();
      const cell = screen.getByLabelText('1/2 Chest M');
      fireEvent.focus(cell);
      fireEvent.change(cell, { target: { value: '54' } });
      expect(last()?.measurements.chestWidth).toBe('54 cm');
      expect(last()?.pointsOfMeasure?.rows[0].values).toMatchObject({ S: 51.5, M: 54, L: 56.5 });
      fireEvent.blur(cell);
      expect(screen.getByLabelText('1/2 Chest L')).toHaveValue('56.5');
      expect(screen.getByLabelText('1/2 Chest XS')).toHaveValue('49');
      expect(screen.getByLabelText('1/2 Chest XXL')).toHaveValue('61.5');
    });

    it('edits any size (the row follows the grade rule), undoes the last change and resets a row to the analysis value', () => {
      const { last } = setup();
      const xl = screen.getByLabelText('1/2 Chest XL');
      fireEvent.focus(xl);
      fireEvent.change(xl, { target: { value: '60' } });
      fireEvent.blur(xl);
      expect(last()?.pointsOfMeasure?.rows[0].values).toMatchObject({ M: 55, L: 57.5, XL: 60 });
      expect(last()?.measurements.chestWidth).toBe('55 cm');
      expect(screen.getByLabelText('1/2 Chest M')).toHaveValue('55');
      fireEvent.click(screen.getByRole('button', { name: 'Undo last measurement change' }));
      expect(screen.getByLabelText('1/2 Chest M')).toHaveValue('52');
      expect(last()?.measurements.chestWidth).toBe('52 cm');
      const m = screen.getByLabelText('1/2 Chest M');
      fireEvent.focus(m);
      fireEvent.change(m, { target: { value: '58' } });
      fireEvent.blur(m);
      fireEvent.click(
        screen.getByRole('button', { name: /^Reset 1\/2 Chest to the analysis value \(52 cm at M\)$/ }),
      );
      expect(screen.getByLabelText('1/2 Chest M')).toHaveValue('52');
      expect(last()?.pointsOfMeasure?.rows[0].provenance).toBe('estimated');
    });

    it('rejects non-positive values with a message and keeps the last good value', () => {
      const { onChange } = setup();
      const cell = screen.getByLabelText('Body length M');
      fireEvent.focus(cell);
      fireEvent.change(cell, { target: { value: '-3' } });
      expect(screen.getByText('Enter a positive number')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.blur(cell);
      expect(screen.queryByText('Enter a positive number')).not.toBeInTheDocument();
    });

    it('falls back to the plain measurement list without a graded table', () => {
      const { last } = setup(makeTechPack({ pointsOfMeasure: undefined }));
      const field = screen.getByLabelText(measurementLabel('sleeveLength'));
      fireEvent.focus(field);
      fireEvent.change(field, { target: { value: '22' } });
      expect(last()?.measurements.sleeveLength).toBe('22 cm');
    });
  });

  describe('Materials', () => {
    it('browses the library the server pages and sets the main fabric, lining and trim', async () => {
      const { last } = setup(makeTechPack(), { [MATERIALS_FIRST_PAGE]: materialsFirstPage() });
      openTab('Materials');
      fireEvent.click(await screen.findByRole('button', { name: /^Silk Charmeuse/ }));
      expect(last()?.materials).toMatchObject({
        mainFabric: 'Silk Charmeuse',
        fabricDetails: { gsm: 120, category: 'Silk' },
      });
      expect(screen.getByTestId('main-fabric')).toHaveTextContent('Silk Charmeuse');
      openTab('Lining');
      fireEvent.click(screen.getByRole('button', { name: 'Mesh lining' }));
      openTab('Trims');
      fireEvent.click(screen.getByRole('button', { name: 'Bias tape' }));
      expect(last()?.materials).toMatchObject({
        mainFabric: 'Silk Charmeuse',
        lining: 'mesh-lining',
        trim: 'bias-tape',
      });
    });
  });

  describe('Colors', () => {
    it('shows the 20-colour palette and adds a preset', () => {
      const { last } = setup();
      openTab('Colors');
      expect(screen.getByLabelText('Preset palette').querySelectorAll('[role=listitem]')).toHaveLength(20);
      fireEvent.click(screen.getByLabelText('Add Teal'));
      expect(last()?.colors.map((c) => c.name)).toEqual(['Black', 'Teal']);
    });

    it('ignores a colour whose hex is already there', () => {
      const { onChange } = setup();
      openTab('Colors');
      fireEvent.click(screen.getByLabelText('Add Black'));
      fireEvent.change(screen.getByLabelText('Hex code'), { target: { value: '#1c1c1c' } });
      fireEvent.click(screen.getByText('Add colour'));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByText(/already in this palette/)).toBeInTheDocument();
    });

    it('accepts a custom hex only as # + 6 hex digits', () => {
      const { onChange, last } = setup();
      openTab('Colors');
      const input = screen.getByLabelText('Hex code');
      for (const bad of ['123456', '#12345', '#12345G', 'blue']) {
        fireEvent.change(input, { target: { value: bad } });
        fireEvent.click(screen.getByText('Add colour'));
        expect(screen.getByText('Invalid color: hex must be # followed by 6 hex digits')).toBeInTheDocument();
      }
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(input, { target: { value: '#a1b2c3' } });
      fireEvent.click(screen.getByText('Add colour'));
      expect(last()?.colors[1]).toEqual({ name: 'Custom #A1B2C3', hex: '#A1B2C3', pantone: 'Custom' });
      expect(
        screen.queryByText('Invalid color: hex must be # followed by 6 hex digits'),
      ).not.toBeInTheDocument();
    });

    it('removes a colour by its position', () => {
      const pack = makeTechPack({
        colors: [
          { name: 'Navy', hex: '#1F2A44', pantone: 'a' },
          { name: 'Navy', hex: '#000080', pantone: 'b' },
          { name: 'Red', hex: '#C8102E', pantone: 'c' },
        ],
      });
      const { last } = setup(pack);
      openTab('Colors');
      fireEvent.click(screen.getByLabelText('Remove colour 2 (Navy)'));
      expect(last()?.colors.map((c) => c.hex)).toEqual(['#1F2A44', '#C8102E']);
    });
  });

  describe('Details', () => {
    it('rejects logos that are not PNG/JPG/SVG or over 5MB, and states the limit', async () => {
      const { onChange } = setup();
      openTab('Details');
      expect(screen.getByText('PNG, JPG or SVG up to 5MB')).toBeInTheDocument();
      await uploadLogo(pngFile(100, 'logo.gif', 'image/gif'));
      expect(screen.getByText('Invalid logo: please upload a PNG, JPG or SVG image')).toBeInTheDocument();
      await uploadLogo(pngFile(5 * 1024 * 1024 + 1));
      expect(screen.getByText('Logo too large: please upload a logo up to 5MB')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('shows the placement panel only once a logo exists, with defaults', async () => {
      const { last } = setup(
        makeTechPack({ branding: { ...makeTechPack().branding, logoPosition: '', logoMethod: '' } }),
      );
      openTab('Details');
      expect(document.querySelector('section[aria-label="Logo placement"]')).not.toBeInTheDocument();
      await uploadLogo();
      await screen.findByAltText('Logo preview');
      expect(document.querySelector('section[aria-label="Logo placement"]')).toBeInTheDocument();
      expect(last()?.branding).toMatchObject({
        logoFile: 'logo.png',
        logoPosition: 'center-chest',
        logoMethod: 'screen-print',
      });
      expect(last()?.branding.logo).toMatch(/^data:image\/png;base64,/);

      fireEvent.click(screen.getByText('Remove logo'));
      expect(last()?.branding).toMatchObject({ logo: null, logoFile: null });
      expect(document.querySelector('section[aria-label="Logo placement"]')).not.toBeInTheDocument();
    });

    it('offers print colours only for screen-print and vinyl-cut', () => {
      setup(
        makeTechPack({ branding: { ...makeTechPack().branding, logo: `data:image/png;base64,${TINY_PNG}` } }),
      );
      openTab('Details');
      const method = screen.getByLabelText('Application method');
      expect(screen.getByLabelText('Print colours')).toBeInTheDocument();
      fireEvent.change(method, { target: { value: 'embroidery' } });
      expect(screen.queryByLabelText('Print colours')).not.toBeInTheDocument();
      fireEvent.change(method, { target: { value: 'vinyl-cut' } });
      expect(screen.getByLabelText('Print colours')).toBeInTheDocument();
      for (const m of ['heat-transfer', 'sublimation', 'patch', 'laser-engrave']) {
        fireEvent.change(method, { target: { value: m } });
        expect(screen.queryByLabelText('Print colours')).not.toBeInTheDocument();
      }
    });

    it('enforces the placement limits (width 1-20, height 1-15, top 0-50, left -20..20)', () => {
      const { last, onChange } = setup(
        makeTechPack({ branding: { ...makeTechPack().branding, logo: `data:image/png;base64,${TINY_PNG}` } }),
      );
      openTab('Details');
      const cases: [string, string, string][] = [
        ['Width', '20.5', 'Logo width must be between 1 and 20 cm'],
        ['Width', '0.5', 'Logo width must be between 1 and 20 cm'],
        ['Height', '16', 'Logo height must be between 1 and 15 cm'],
        ['From top', '-1', 'Logo distance from top must be between 0 and 50 cm'],
        ['From top', '51', 'Logo distance from top must be between 0 and 50 cm'],
        ['From left', '-21', 'Logo distance from left must be between -20 and 20 cm'],
        ['From left', '21', 'Logo distance from left must be between -20 and 20 cm'],
      ];
      for (const [label, value, message] of cases) {
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
        expect(Array.from(document.querySelectorAll('[role=alert]')).map((a) => a.textContent)).toContain(
          message,
        );
      }
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(screen.getByLabelText('Width'), { target: { value: '12.5' } });
      fireEvent.change(screen.getByLabelText('Height'), { target: { value: '15' } });
      fireEvent.change(screen.getByLabelText('From top'), { target: { value: '0' } });
      fireEvent.change(screen.getByLabelText('From left'), { target: { value: '-20' } });
      expect(last()?.branding).toMatchObject({
        logoWidth: 12.5,
        logoHeight: 15,
        logoFromTop: 0,
        logoFromLeft: -20,
      });
      expect(screen.getByLabelText('Width')).toHaveAttribute('step', '0.5');
    });

    it('typing 25 in logo width shows the range error, keeps 25 in the field and blocks Save (nothing half-typed is stored)', () => {
      const { last } = setup(
        makeTechPack({
          branding: { ...makeTechPack().branding, logo: `data:image/png;base64,${TINY_PNG}`, logoWidth: 8 },
        }),
      );
      openTab('Details');
      const width = screen.getByLabelText('Width');
      fireEvent.change(width, { target: { value: '2' } });
      fireEvent.change(width, { target: { value: '25' } });
      expect(width).toHaveValue(25);
      expect(screen.getByText('Logo width must be between 1 and 20 cm')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Save Changes/ })).toBeDisabled();
      expect(screen.getByText('Fix the highlighted value to save.')).toBeInTheDocument();
      fireEvent.change(width, { target: { value: '12' } });
      expect(last()?.branding.logoWidth).toBe(12);
      expect(screen.getByRole('button', { name: /Save Changes/ })).toBeEnabled();
    });

    it('asks before unsaved edits are lost: reload (beforeunload) and in-app navigation are held', () => {
      window.history.replaceState(null, '', '/?edit=tp-1');
      setup();
      const unload = () => {
        const e = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(e);
        return e.defaultPrevented;
      };
      expect(unload()).toBe(false);
      const cell = screen.getByLabelText('1/2 Chest M');
      fireEvent.focus(cell);
      fireEvent.change(cell, { target: { value: '54' } });
      fireEvent.blur(cell);
      expect(unload()).toBe(true);
      act(() => navigate('/designs'));
      expect(window.location.pathname).toBe('/');
      expect(screen.getByText('You have unsaved changes. Leave without saving?')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
      expect(window.location.pathname).toBe('/');
      act(() => navigate('/designs'));
      fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
      expect(window.location.pathname).toBe('/designs');
    });

    it('edits labels, care, hang tag, packaging, finish and hardware', () => {
      const { last } = setup();
      openTab('Details');
      fireEvent.change(screen.getByLabelText('Main label'), { target: { value: 'Maison' } });
      fireEvent.change(screen.getByLabelText('Care instructions'), { target: { value: 'dry-clean-only' } });
      fireEvent.change(screen.getByLabelText('Size label format'), { target: { value: 'european' } });
      fireEvent.change(screen.getByLabelText('Hang tag style'), { target: { value: 'luxury' } });
      fireEvent.change(screen.getByLabelText('Hang tag content'), { target: { value: 'Made in Portugal' } });
      fireEvent.change(screen.getByLabelText('Packaging'), { target: { value: 'garment-bag' } });
      expect(last()?.branding).toMatchObject({
        mainLabel: 'Maison',
        careInstructions: 'dry-clean-only',
        sizeLabelFormat: 'european',
        hangTagStyle: 'luxury',
        hangTagContent: 'Made in Portugal',
        packaging: 'garment-bag',
      });
      fireEvent.change(screen.getByLabelText('Finish'), { target: { value: 'enzyme-wash' } });
      fireEvent.change(screen.getByLabelText('Hardware'), { target: { value: 'zipper' } });
      expect(last()?.specialFeatures).toMatchObject({ finish: 'enzyme-wash', hardware: 'zipper' });
    });
  });

  describe('Save and regenerate', () => {
    it('saves with PUT, shows a saving state and "Changes Saved"', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const { calls } = setup(makeTechPack(), {
        'PUT /api/tech-pack/tp-1': {
          body: { ...makeTechPack(), updatedAt: '2026-11-22T05:00:00.000Z' },
          gate,
        },
      });
      openTab('Colors');
      fireEvent.click(screen.getByLabelText('Add Teal'));
      fireEvent.click(screen.getByText('Save Changes'));
      const savingButton = (await screen.findByText('Saving...')).closest('button');
      expect(savingButton).toBeDisabled();
      await act(async () => release());
      expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
      const put = calls.find((c) => c.method === 'PUT')!;
      expect(Object.keys(put.body as object).sort()).toEqual(
        expect.arrayContaining([
          'aiAnalysis',
          'branding',
          'colors',
          'materials',
          'measurements',
          'specialFeatures',
          'trims',
        ]),
      );
      expect((put.body as StudioTechPack).colors.map((c) => c.name)).toEqual(['Black', 'Teal']);
      expect(screen.getByText('Save Changes').closest('button')).toBeEnabled();
    });

    it('tolerance and grade are editable and sent as edits with Save; a tolerance under 0.3 cm blocks Save', async () => {
      const { calls } = setup(makeTechPack(), {
        'PUT /api/tech-pack/tp-1': {
          body: { success: true, message: 'Changes Saved', techPack: makeTechPack() },
        },
      });
      const tol = screen.getByLabelText('1/2 Chest tolerance');
      fireEvent.focus(tol);
      fireEvent.change(tol, { target: { value: '0.2' } });
      expect(tol).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Save Changes').closest('button')).toBeDisabled();
      fireEvent.change(tol, { target: { value: '0.8' } });
      fireEvent.blur(tol);
      const grade = screen.getByLabelText('1/2 Chest grade step');
      fireEvent.focus(grade);
      fireEvent.change(grade, { target: { value: '3' } });
      fireEvent.blur(grade);
      // the grade rule follows at once: L is M + 3
      expect(screen.getByLabelText('1/2 Chest L')).toHaveValue('55');
      fireEvent.click(screen.getByText('Save Changes'));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const put = calls.find((c) => c.method === 'PUT')!;
      expect((put.body as { pointsOfMeasure?: unknown }).pointsOfMeasure).toEqual({
        edit: { chestWidth: { tolerance: 0.8, grade: 3 } },
      });
    });

    it('adds a custom point of measure and deletes a custom one, both sent with Save', async () => {
      const pack = {
        ...makeTechPack(),
        customPoms: { length: { name: 'Body length', howToMeasure: '', tolerance: 1, grade: 1 } },
      } as StudioTechPack;
      const { calls } = setup(pack, {
        'PUT /api/tech-pack/tp-1': {
          body: { success: true, message: 'Changes Saved', techPack: makeTechPack() },
        },
      });
      const add = screen.getByText('Add point of measure').closest('button')!;
      expect(add).toBeDisabled();
      fireEvent.change(screen.getByLabelText('New point of measure name'), {
        target: { value: 'Pocket width' },
      });
      fireEvent.change(screen.getByLabelText(/New point of measure value/), { target: { value: '14' } });
      fireEvent.click(add);
      expect(screen.getByText('Pocket width 14 cm: added on Save')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText(/^Delete .*\(/));
      fireEvent.click(screen.getByText('Save Changes'));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const put = calls.find((c) => c.method === 'PUT')!;
      expect((put.body as { pointsOfMeasure?: unknown }).pointsOfMeasure).toEqual({
        add: [{ name: 'Pocket width', value: 14 }],
        remove: ['length'],
      });
    });

    it('renames the style: the field shows the default from garment and colour, Save sends styleName; empty blocks Save', async () => {
      const { calls } = setup(makeTechPack(), {
        'PUT /api/tech-pack/tp-1': { body: { ...makeTechPack(), styleName: 'Weekend Tee' } },
      });
      const field = screen.getByTestId('style-name') as HTMLInputElement;
      expect(field.value).toMatch(/\S/);
      expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
      fireEvent.change(field, { target: { value: '' } });
      expect(screen.getByText('Style name must be 1-80 characters')).toBeInTheDocument();
      expect(screen.getByText('Save Changes').closest('button')).toBeDisabled();
      fireEvent.change(field, { target: { value: 'Weekend Tee' } });
      expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
      fireEvent.click(screen.getByText('Save Changes'));
      await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'));
      expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ styleName: 'Weekend Tee' });
    });

    it("takes the server's answer ({ success, techPack }): provenance and the regraded table refresh after a save", async () => {
      const answerPack = {
        ...makeTechPack(),
        updatedAt: '2026-11-23T10:00:00.000Z',
        provenance: { 'materials.mainFabric': 'user' },
      };
      const { last } = setup(makeTechPack(), {
        'PUT /api/tech-pack/tp-1': {
          body: { success: true, message: 'Changes Saved', techPack: answerPack, changedFields: ['colors'] },
        },
      });
      openTab('Colors');
      fireEvent.click(screen.getByLabelText('Add Teal'));
      fireEvent.click(screen.getByText('Save Changes'));
      await waitFor(() => expect(last()?.provenance).toEqual({ 'materials.mainFabric': 'user' }));
      expect(last()?.updatedAt).toBe('2026-11-23T10:00:00.000Z');
      expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved');
    });

    it('keeps the edits when saving fails and shows the server message', async () => {
      setup(makeTechPack(), {
        'PUT /api/tech-pack/tp-1': {
          status: 400,
          body: { message: 'Invalid trim', code: 'TECHPACK.INVALID' },
        },
      });
      openTab('Colors');
      fireEvent.click(screen.getByLabelText('Add Teal'));
      fireEvent.click(screen.getByText('Save Changes'));
      expect(await screen.findByText('Invalid trim')).toBeInTheDocument();
      expect(screen.getByText('Save Failed')).toBeInTheDocument();
      expect(screen.getByLabelText(/Remove colour 2 \(Teal\)/)).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    });

    it('falls back to "Failed to save changes" without a server message', async () => {
      setup(makeTechPack(), { 'PUT /api/tech-pack/tp-1': { status: 500, body: '<html>oops</html>' } });
      fireEvent.click(screen.getByText('Save Changes'));
      expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    });

    it('regenerate merges updatedTechPack into the view', async () => {
      const updated = makeTechPack({ materials: { ...makeTechPack().materials, mainFabric: 'Merino Wool' } });
      const { last, calls } = setup(makeTechPack(), {
        'POST /api/tech-pack/tp-1/regenerate': {
          body: { success: true, message: 'Tech pack updated', updatedTechPack: updated },
        },
      });
      fireEvent.click(screen.getByText('Update PDF'));
      expect(await screen.findByText('Tech pack updated')).toBeInTheDocument();
      expect(last()?.materials.mainFabric).toBe('Merino Wool');
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).not.toHaveProperty('aiAnalysis');
      openTab('Materials');
      expect(screen.getByTestId('main-fabric')).toHaveTextContent('Merino Wool');
    });

    it.each([
      [{ status: 500, body: 'boom' }, 'Server error: 500 - boom'],
      [{ status: 422, body: { message: 'Bad measurements' } }, 'Server error: 422 - Bad measurements'],
      [{ body: { success: false, message: 'Renderer busy' } }, 'Renderer busy'],
      [{ body: { success: false } }, 'Unknown error occurred'],
    ])('regenerate failure %# shows "Update Failed"', async (response, text) => {
      setup(makeTechPack(), { 'POST /api/tech-pack/tp-1/regenerate': response });
      fireEvent.click(screen.getByText('Update PDF'));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByText('Update Failed')).toBeInTheDocument();
    });
  });
});

describe('Studio notifies at once', () => {
  it('calls onChange synchronously for each edit', async () => {
    const { onChange } = setup();
    openTab('Colors');
    fireEvent.click(screen.getByLabelText('Add Teal'));
    fireEvent.click(screen.getByLabelText('Add Red'));
    expect(onChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
  });
});
