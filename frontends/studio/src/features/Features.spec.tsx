import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GarmentFeatures } from '@techpack/contracts';
import FeaturesPanel from './FeaturesPanel';
import CheckList from './CheckList';
import AnalysisCard from '../analysis/AnalysisCard';
import TechPackPage from '../page/TechPackPage';
import TechPackWorkspace from '../workspace/TechPackWorkspace';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

const f = (value: string, source: 'detected' | 'estimated' | 'assumed' | 'user', confidence = 0.93) => ({
  value,
  source,
  confidence,
});
const features = (): GarmentFeatures => ({
  sleeve: f('short', 'detected', 0.97),
  neckline: f('crew', 'detected'),
  collar: f('none', 'assumed', 0.5),
  hood: f('no', 'detected'),
  front_closure: f('none', 'estimated', 0.61),
  waist: f('n/a', 'assumed', 1),
  pockets: f('unclear', 'estimated', 0),
  pattern: f('solid', 'detected'),
  fabric_look: f('jersey', 'detected'),
  length: f('hip', 'assumed', 0.5),
  silhouette: f('regular', 'detected'),
  main_colour: f('black', 'detected'),
});
const pack = (over: Partial<StudioTechPack> = {}) =>
  makeTechPack({ aiAnalysis: { ...makeTechPack().aiAnalysis, features: features() }, ...over });

beforeEach(() => {
  document.body.innerHTML = '';
  window.scrollTo = (() => undefined) as never;
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:ref';
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('features panel', () => {
  it('shows each feature with its source and confidence, and asks to confirm the ones not seen', () => {
    installFetch({});
    renderWithApp(<FeaturesPanel techPack={pack()} onPackChange={() => undefined} />, { token: 't' });
    const sleeve = screen.getByTestId('feature-sleeve');
    expect(within(sleeve).getByText('Seen in photo')).toBeInTheDocument();
    expect(within(sleeve).getByLabelText('Sleeve confidence')).toHaveTextContent('97% confidence');
    expect(
      within(screen.getByTestId('feature-front_closure')).getByText('Estimated: confirm'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('feature-collar')).getByText('Assumed for the type: confirm'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('feature-waist')).toBeNull(); // n/a for a tee
    // collar, front closure, pockets (unclear) and length are to confirm; pockets has no value to confirm yet
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      '4 features were not seen in the photo: confirm or change collar, front closure, pockets, length.',
    );
    // no one-click confirmation of many guesses; the pack says it is a draft
    expect(screen.queryByRole('button', { name: /^Confirm \d/ })).toBeNull();
    expect(screen.getByTestId('pack-status')).toHaveTextContent('Draft');
  });

  it("a pack made before features shows the type's defaults as assumptions to confirm", () => {
    installFetch({});
    renderWithApp(<FeaturesPanel techPack={makeTechPack()} onPackChange={() => undefined} />, { token: 't' });
    expect(
      within(screen.getByTestId('feature-sleeve')).getByText('Assumed for the type: confirm'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('feature-sleeve')).getByRole('combobox')).toHaveTextContent('Short');
    expect(screen.getByRole('alert')).toHaveTextContent(/not seen in the photo/);
  });

  it('the confirm screen asks one answer at a time, least certain first, each choice drawn as a flat', async () => {
    const derived = pack({ styleName: 'Server Tee' });
    const unconfirmed = [
      {
        field: 'aiAnalysis.features.pockets',
        key: 'pockets',
        label: 'Pockets',
        value: 'unclear',
        source: 'estimated',
        confidence: 0,
        reason: 'unclear',
        options: ['none', 'patch', 'inset'],
      },
      {
        field: 'aiAnalysis.features.collar',
        key: 'collar',
        label: 'Collar',
        value: 'none',
        source: 'assumed',
        confidence: 0.5,
        reason: 'assumed',
        options: ['none', 'polo'],
      },
    ];
    const calls = installFetch({
      'GET /api/tech-pack/tp-1/check': {
        body: { ok: true, issues: [], status: 'draft', ready: false, unconfirmed },
      },
      'POST /api/tech-pack/tp-1/confirm': {
        status: 409,
        body: {
          message: 'Some answers are still to confirm',
          code: 'TECHPACK.NOT_CONFIRMED',
          unconfirmed: unconfirmed.slice(1),
          techPack: derived,
        },
      },
    });
    const onPackChange = jest.fn<(p: StudioTechPack) => void>();
    renderWithApp(<FeaturesPanel techPack={pack()} onPackChange={onPackChange} />, { token: 't' });
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Pockets: which is it?')).toBeInTheDocument();
    expect(within(dialog).getByText('2 answers to confirm, least certain first.')).toBeInTheDocument();
    const choices = within(dialog).getByRole('group', { name: 'Pockets choices' });
    expect(within(choices).getAllByRole('img')).toHaveLength(3); // a small flat per choice
    fireEvent.click(within(choices).getByRole('button', { name: 'Pockets: Patch' }));
    await waitFor(() => expect(onPackChange).toHaveBeenCalledWith(derived));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ features: { pockets: 'patch' } });
  });

  it('changing a feature sends only that feature', async () => {
    const calls = installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: pack() } },
    });
    renderWithApp(<FeaturesPanel techPack={pack()} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.mouseDown(within(screen.getByTestId('feature-sleeve')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Long' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      aiAnalysis: { features: { sleeve: 'long' } },
    });
  });

  it('a pattern change that brings other measured colours says so beside the timing', async () => {
    const derived = pack({
      colors: [
        { name: 'Navy', hex: '#1F2A44', pantone: '19-3832 TCX' },
        { name: 'Cream', hex: '#E8E4D8', pantone: '11-0507 TCX' },
      ],
      revisions: [
        {
          rev: 2,
          at: 'x',
          by: 'user',
          summary: 's',
          fields: ['aiAnalysis.features.pattern'],
          changes: [
            { field: 'features.pattern', from: 'solid (detected)', to: 'print (user)' },
            { field: 'colors', from: 'Navy', to: 'Navy, Cream' },
          ],
        },
      ],
    });
    installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: derived } },
    });
    renderWithApp(<FeaturesPanel techPack={pack()} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.mouseDown(within(screen.getByTestId('feature-pattern')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Print' }));
    expect(
      await screen.findByText(/Pack re-derived in \d+ ms\. Colourway now: Navy, Cream\./),
    ).toBeInTheDocument();
  });

  it('the workspace hands the re-derived pack to the studio', async () => {
    const derived = pack({
      measurements: { chestWidth: '52 cm', length: '70 cm', sleeveLength: '62 cm', shoulderWidth: '44 cm' },
      revisions: [{ rev: 2, at: 'x', by: 'user', summary: 's', fields: [] }],
    });
    installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: derived } },
    });
    const seen: StudioTechPack[] = [];
    renderWithApp(<TechPackWorkspace techPack={pack()} onChange={(p) => seen.push(p)} />, { token: 't' });
    fireEvent.mouseDown(within(screen.getByTestId('feature-sleeve')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Long' }));
    await waitFor(() => expect(seen.at(-1)?.measurements.sleeveLength).toBe('62 cm'));
  });
});

describe('unsaved studio edits', () => {
  it('ride along with a feature change, so the re-derived pack keeps them', async () => {
    const calls = installFetch({
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: pack() } },
    });
    renderWithApp(<TechPackWorkspace techPack={pack()} />, { token: 't' });
    fireEvent.click(screen.getByText('Colors', { selector: '[role=tab]' }));
    fireEvent.click(screen.getByLabelText('Add Teal'));
    fireEvent.mouseDown(within(screen.getByTestId('feature-sleeve')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Long' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as {
      aiAnalysis: unknown;
      colors: { name: string }[];
      pointsOfMeasure?: unknown;
    };
    expect(body.aiAnalysis).toEqual({ features: { sleeve: 'long' } });
    expect(body.colors.map((c: { name: string }) => c.name)).toContain('Teal');
    expect(body.pointsOfMeasure).toBeUndefined();
  });
});

describe('check list', () => {
  const check = {
    ok: false,
    issues: [
      {
        code: 'ARTWORK_OVER_CLOSURE',
        severity: 'error',
        message: 'The center chest logo sits over the zip full closure',
        fields: ['branding.logoPosition'],
        fix: { branding: { logoPosition: 'left-chest' } },
      },
      {
        code: 'FEATURES_TO_CONFIRM',
        severity: 'warning',
        message: '2 feature(s) not seen in the photo',
        fields: ['aiAnalysis.features.collar'],
      },
    ],
  };

  it('lists errors and warnings, and a one-click fix sends its PUT body', async () => {
    const fixed = pack({ updatedAt: '2026-11-22T05:00:00.000Z' });
    const calls = installFetch({
      'GET /api/tech-pack/tp-1/check': { body: check },
      'PUT /api/tech-pack/tp-1': { body: { success: true, message: 'Changes Saved', techPack: fixed } },
    });
    const onPackChange = jest.fn<(p: StudioTechPack) => void>();
    renderWithApp(<CheckList techPack={pack()} onPackChange={onPackChange} />, { token: 't' });
    expect(await screen.findByText('1 error to fix before sharing, 1 to confirm')).toBeInTheDocument();
    const row = screen.getByTestId('check-ARTWORK_OVER_CLOSURE');
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByTestId('check-FEATURES_TO_CONFIRM')).queryByRole('button')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Move logo to left chest' }));
    await waitFor(() => expect(onPackChange).toHaveBeenCalledWith(fixed));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ branding: { logoPosition: 'left-chest' } });
  });

  it('sharing a pack with errors asks first; "Fix first" shares nothing, "Share anyway" shares', async () => {
    const calls = installFetch({
      'GET /api/tech-pack/tp-1': { body: pack() },
      'GET /api/tech-pack/tp-1/check': { body: check },
      'POST /api/chat/share-tech-pack': { body: { success: true } },
    });
    const pdf = {
      loadPdf: async () => ({ numPages: 0, getPage: async () => ({}) }) as never,
      fetchPdf: async () => new Blob(['%PDF']),
    };
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />, { token: 't' });
    fireEvent.click((await screen.findByText('Share with Manufacturer')).closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Share a tech pack with errors?' });
    expect(dialog).toHaveTextContent('The center chest logo sits over the zip full closure');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fix first' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share a tech pack with errors?' })).toBeNull(),
    );
    expect(calls.some((c) => c.url === '/api/chat/share-tech-pack')).toBe(false);
    fireEvent.click(screen.getByText('Share with Manufacturer').closest('button')!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Share a tech pack with errors?' })).getByRole(
        'button',
        { name: 'Share anyway' },
      ),
    );
    expect(await screen.findByText('View Chat')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/chat/share-tech-pack')).toHaveLength(1);
  });

  it('sharing or ordering a draft asks first; a confirmed pack shares at once', async () => {
    const calls = installFetch({
      'GET /api/tech-pack/tp-1': { body: pack() },
      'GET /api/tech-pack/tp-1/check': {
        body: {
          ok: true,
          issues: [],
          status: 'draft',
          ready: false,
          unconfirmed: [{ field: 'aiAnalysis.features.collar' }],
        },
      },
      'POST /api/chat/share-tech-pack': { body: { success: true } },
    });
    const pdf = {
      loadPdf: async () => ({ numPages: 0, getPage: async () => ({}) }) as never,
      fetchPdf: async () => new Blob(['%PDF']),
    };
    renderWithApp(<TechPackPage id="tp-1" pdf={pdf} />, { token: 't' });
    fireEvent.click((await screen.findByText('Order sample')).closest('button')!);
    const order = await screen.findByRole('dialog', { name: 'Order a sample of a draft?' });
    expect(order).toHaveTextContent('1 answer still open');
    fireEvent.click(within(order).getByRole('button', { name: 'Not yet' }));
    fireEvent.click(screen.getByText('Share with Manufacturer').closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Share a draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share anyway' }));
    expect(await screen.findByText('View Chat')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/chat/share-tech-pack')).toHaveLength(1);
  });
});

describe('analysis card after an upload', () => {
  it("shows the pack's feature-derived description and collar, not the analyzer's stale text", () => {
    installFetch({});
    const analysis = {
      ...makeTechPack().aiAnalysis,
      description: 'A shirt with a point collar.',
      components: { collar: 'point collar' },
    };
    const techPack = {
      aiAnalysis: {
        ...analysis,
        description: 'Short-sleeve shirt in cotton poplin, camp collar.',
        components: { collar: 'camp' },
      },
    };
    renderWithApp(<AnalysisCard analysis={analysis} techPack={techPack} />);
    expect(screen.getByText('Short-sleeve shirt in cotton poplin, camp collar.')).toBeInTheDocument();
    expect(screen.queryByText(/point collar/)).toBeNull();
  });

  it("shows the garment type the designer corrected, not the analysis's, and no longer asks to confirm it", () => {
    installFetch({});
    const analysis = {
      ...makeTechPack().aiAnalysis,
      garmentType: 'long-sleeve top',
      garmentTypeDetected: false,
    };
    const techPack = {
      aiAnalysis: { ...analysis, garmentType: 't-shirt' },
      provenance: { 'aiAnalysis.garmentType': 'user' },
    };
    renderWithApp(<AnalysisCard analysis={analysis} techPack={techPack} />);
    expect(screen.getByText('T-Shirt')).toBeInTheDocument();
    expect(screen.queryByText(/Long Sleeve Top/i)).toBeNull();
    expect(screen.queryByText('Estimated: please confirm')).toBeNull();
  });
});
