import { describe, expect, it } from '@jest/globals';
import DxfParser from 'dxf-parser';
import { packOf } from '../testing/build-pack';
import { pageTexts } from '../testing/pdf-text';
import { buildPattern, planFor, type PatternResult } from './pattern';
import { patternDxf } from './dxf';
import { patternPdf } from './pdf-tiles';
import { nestMarker } from './marker';
import { patternSvg } from './svg';
import { renderTechPackPdf } from '../pdf/render';

const TYPES = [
  't-shirt',
  'long-sleeve top',
  'shirt',
  'pants',
  'shorts',
  'skirt',
  'dress',
  'hoodie',
  'jacket',
];
const results = new Map<string, PatternResult>();
async function patternOf(type: string): Promise<PatternResult> {
  if (!results.has(type)) {
    const pack = packOf(type);
    results.set(type, await buildPattern(pack, planFor(type)!));
  }
  return results.get(type)!;
}

describe('drafting every covered garment type over its size range', () => {
  for (const type of TYPES)
    it(`${type}: a piece set per size, every measured row within its tolerance at every size`, async () => {
      const r = await patternOf(type);
      expect(r.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
      expect(r.bySize.map((s) => s.pieces.length).every((n) => n >= 2)).toBe(true);
      const measured = r.check.filter((c) => c.status !== 'not drafted');
      expect(measured.length).toBeGreaterThan(r.sizes.length * 4);
      for (const size of r.sizes)
        expect(measured.filter((c) => c.size === size).length).toBe(measured.length / r.sizes.length);
      // every row the pattern measures is in: the rows out, named, would be empty
      expect(
        measured.filter((c) => c.status !== 'in').map((c) => `${c.size} ${c.key} ${c.measured} vs ${c.spec}`),
      ).toEqual([]);
      for (const c of measured)
        expect(Math.abs(c.measured! - c.spec)).toBeLessThanOrEqual(c.tolerance + 0.05);
      // a row the design has no line for says why
      for (const c of r.check.filter((x) => x.status !== 'in')) expect(c.note).toBeTruthy();
    });

  it("components without a piece are listed not drafted, never dropped: the tee's neckband, the pants' waistband, fly and pockets", async () => {
    expect((await patternOf('t-shirt')).notDrafted.map((n) => n.component)).toContain('neckline');
    expect((await patternOf('pants')).notDrafted.map((n) => n.component)).toEqual(
      expect.arrayContaining(['waistband', 'fly', 'pockets']),
    );
    expect((await patternOf('skirt')).notDrafted.map((n) => n.component)).not.toContain('waistband');
  });

  it("the jacket: Bent's front, back and two-part sleeve; its collar, pockets and lining listed not drafted, their rows saying why", async () => {
    const r = await patternOf('jacket');
    expect(r.design).toBe('bent');
    for (const s of r.bySize)
      expect(s.pieces.map((p) => `${p.name} x${p.cut}`)).toEqual([
        'Front x2',
        'Back x1',
        'Top sleeve x2',
        'Under sleeve x2',
      ]);
    expect(r.notDrafted.map((n) => n.component)).toEqual(
      expect.arrayContaining(['collar', 'pockets', 'lining']),
    );
    for (const key of ['chestWidth', 'length', 'sleeveLength', 'armhole', 'bicep', 'sweep'])
      expect(r.check.filter((c) => c.key === key).every((c) => c.status === 'in')).toBe(true);
    const collar = r.check.filter((c) => c.key === 'collarHeight');
    expect(collar.length).toBe(r.sizes.length);
    for (const c of collar) {
      expect(c.status).toBe('not drafted');
      expect(c.note).toContain('collar is not drafted');
    }
  });

  it("a short-sleeved jacket: Bent's body in tolerance; the sleeve, shaped to the elbow, not drafted, its rows saying why", async () => {
    const { applyUpdate } = await import('../model/apply-update');
    const pack = applyUpdate(
      packOf('t-shirt'),
      { aiAnalysis: { garmentType: 'jacket' } } as never,
      new Date(),
    ).pack;
    const r = await buildPattern(pack, planFor('jacket')!);
    expect(r.bySize[0].pieces.map((p) => p.name)).toEqual(['Front', 'Back']);
    expect(r.check.filter((c) => c.status === 'out').map((c) => `${c.size} ${c.key}`)).toEqual([]);
    const sleeve = r.check.filter((c) => c.key === 'sleeveLength');
    expect(sleeve.length).toBe(r.sizes.length);
    for (const c of sleeve) {
      expect(c.status).toBe('not drafted');
      expect(c.note).toContain('shaped to the elbow');
    }
    expect(r.check.filter((c) => c.key === 'frontNeckDrop').every((c) => c.status === 'in')).toBe(true);
    // the sleeves the pack has are listed not drafted, never dropped silently
    const sleeves = r.notDrafted.find((n) => n.component === 'sleeves');
    expect(sleeves?.reason).toContain("drafts no piece for it at the spec's measurements");
  });

  it('a type no design drafts is a 409 naming the types that have one', async () => {
    const { PatternService } = await import('./pattern.service');
    const pack = packOf('t-shirt');
    const kimono = { ...pack, aiAnalysis: { ...pack.aiAnalysis, garmentType: 'kimono' } } as typeof pack;
    let err: unknown;
    try {
      await new PatternService().of(kimono);
    } catch (e) {
      err = e;
    }
    expect(err).toEqual(
      expect.objectContaining({
        status: 409,
        code: 'PATTERN.NO_DESIGN',
        message: expect.stringMatching(
          /^No pattern design drafts a kimono yet: patterns are drafted for t-shirt, .*jacket/,
        ),
      }),
    );
  });

  it('a sleeveless top is cut without a sleeve', async () => {
    const { applyUpdate } = await import('../model/apply-update');
    const pack = applyUpdate(
      packOf('t-shirt'),
      { aiAnalysis: { features: { sleeve: 'sleeveless' } } } as never,
      new Date(),
    ).pack;
    const r = await buildPattern(pack, planFor('t-shirt')!);
    expect(r.bySize[0].pieces.map((p) => p.name)).toEqual(['Front', 'Back']);
    expect(r.check.filter((c) => c.key === 'armhole').every((c) => c.status === 'in')).toBe(true);
  });

  it("an oversized tee is drafted in tolerance at every size; a flared mini skirt's sweep out of Penelope's reach says why", async () => {
    const { applyUpdate } = await import('../model/apply-update');
    const withFeatures = (type: string, features: Record<string, string>) =>
      applyUpdate(packOf(type), { aiAnalysis: { features } } as never, new Date()).pack;
    const tee = await buildPattern(withFeatures('t-shirt', { silhouette: 'oversized' }), planFor('t-shirt')!);
    expect(tee.check.filter((c) => c.status === 'out').map((c) => `${c.size} ${c.key}`)).toEqual([]);
    const skirt = await buildPattern(
      withFeatures('skirt', { silhouette: 'flared', length: 'mini' }),
      planFor('skirt')!,
    );
    const out = skirt.check.filter((c) => c.status === 'out');
    expect(out.length).toBeGreaterThan(0);
    for (const c of out) {
      expect(c.key).toBe('sweep');
      expect(c.note).toContain('Penelope lets its hem out');
      // the widest sweep Penelope reaches, short of the spec
      expect(c.measured!).toBeLessThan(c.spec);
    }
    expect(skirt.check.filter((c) => c.key === 'skirtLength').every((c) => c.status === 'in')).toBe(true);
  });

  it('a size grows the pieces: the XL front is wider than the S front', async () => {
    const r = await patternOf('t-shirt');
    const front = (size: string) =>
      r.bySize.find((s) => s.size === size)!.pieces.find((p) => p.name === 'Front')!;
    expect(front('XL').width).toBeGreaterThan(front('S').width + 30);
  });
});

describe('exports', () => {
  it('the DXF reads back with an independent parser: AAMA layers, one block per piece per size, piece text', async () => {
    const r = await patternOf('t-shirt');
    const parsed = new DxfParser().parseSync(patternDxf(r, r.sizes))!;
    const layers = Object.keys(parsed.tables.layer.layers);
    for (const l of ['1', '2', '4', '7', '14']) expect(layers).toContain(l);
    const blocks = Object.keys(parsed.blocks);
    const pieces = r.bySize[0].pieces.length;
    expect(blocks.length).toBe(pieces * r.sizes.length);
    expect(blocks).toContain('FRONT_M');
    const front = parsed.blocks.FRONT_M.entities!;
    const boundary = front.find(
      (e) => e.layer === '1' && (e.type === 'POLYLINE' || e.type === 'LWPOLYLINE'),
    ) as unknown as { vertices: { x: number; y: number }[] };
    expect(boundary.vertices.length).toBeGreaterThan(20);
    const texts = front.filter((e) => e.type === 'TEXT').map((e) => (e as unknown as { text: string }).text);
    expect(texts).toEqual(
      expect.arrayContaining(['Piece Name: Front', 'Size: M', 'Quantity: 1', `Style Name: ${r.styleNumber}`]),
    );
    expect(texts.join(' ')).toContain(`revision ${r.revision}`);
    expect(parsed.entities.filter((e) => e.type === 'INSERT').length).toBe(pieces * r.sizes.length);
  });

  it("the DXF carries internal lines on layer 8 (the shirt back's dart); the skirt's waistband is a piece", async () => {
    const shirt = await patternOf('shirt');
    const parsed = new DxfParser().parseSync(patternDxf(shirt, ['M']))!;
    expect(parsed.blocks.BACK_M.entities!.some((e) => e.layer === '8')).toBe(true);
    expect((await patternOf('skirt')).bySize[0].pieces.map((p) => p.name)).toEqual([
      'Front',
      'Back',
      'Waistband',
    ]);
  });

  it('the tiled A4 PDF has a 10 cm test square, page numbers and labelled pieces; the plotter roll is one 91.4 cm page', async () => {
    const r = await patternOf('t-shirt');
    const pdf = Buffer.from(await patternPdf(r, 'M', 'a4'));
    const texts = await pageTexts(pdf);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts[0]).toContain('10 cm test square');
    expect(texts[texts.length - 1]).toContain(`${texts.length} of ${texts.length}`);
    expect(texts.join(' ')).toContain('FRONT');
    expect(texts.join(' ')).toContain(`rev ${r.revision}`);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    expect(page.view[2]).toBeCloseTo((210 * 72) / 25.4, 0);
    const ops = await page.getOperatorList();
    // the test square: a rectangle 100 mm (283.46 pt) on each side
    const side = (100 * 72) / 25.4;
    const flat = JSON.stringify(ops.argsArray);
    expect(flat).toMatch(new RegExp(side.toFixed(2).slice(0, 5)));
    await doc.destroy();
    const roll = await pageTexts(Buffer.from(await patternPdf(r, 'M', 'plotter')));
    expect(roll.length).toBe(1);
  });

  it("the jacket's pieces export: a DXF block per piece per size, the tiled PDF and the SVG name them, the marker nests them", async () => {
    const r = await patternOf('jacket');
    const pieces = r.bySize.find((s) => s.size === 'M')!.pieces;
    const parsed = new DxfParser().parseSync(patternDxf(r, r.sizes))!;
    expect(Object.keys(parsed.blocks).length).toBe(pieces.length * r.sizes.length);
    expect(Object.keys(parsed.blocks)).toEqual(expect.arrayContaining(['TOP_SLEEVE_M', 'UNDER_SLEEVE_M']));
    const texts = (await pageTexts(Buffer.from(await patternPdf(r, 'M', 'a4')))).join(' ');
    for (const name of ['FRONT', 'BACK', 'TOP SLEEVE', 'UNDER SLEEVE']) expect(texts).toContain(name);
    expect((patternSvg(r, 'M').match(/data-piece=/g) ?? []).length).toBe(pieces.length);
    const m = nestMarker(pieces, 150);
    expect(m.pieces).toBe(pieces.reduce((n, p) => n + p.cut, 0));
    for (const q of m.placements) expect(q.x + q.width).toBeLessThanOrEqual(1500);
    expect(m.efficiency).toBeGreaterThan(40);
  });

  it('the SVG names the revision and draws every piece; all sizes nest in one drawing', async () => {
    const r = await patternOf('pants');
    const one = patternSvg(r, 'M');
    expect(one).toContain(`revision ${r.revision}`);
    expect((one.match(/data-piece=/g) ?? []).length).toBe(r.bySize[0].pieces.length);
    const all = patternSvg(r, 'all');
    expect((all.match(/data-size=/g) ?? []).length).toBe(r.sizes.length);
  });
});

describe('marker', () => {
  it('nests every cut piece within the fabric width; a wider fabric gives a shorter marker', async () => {
    const r = await patternOf('t-shirt');
    const pieces = r.bySize.find((s) => s.size === 'M')!.pieces;
    const narrow = nestMarker(pieces, 90),
      wide = nestMarker(pieces, 150);
    expect(narrow.pieces).toBe(pieces.reduce((n, p) => n + p.cut, 0));
    for (const q of narrow.placements) expect(q.x + q.width).toBeLessThanOrEqual(900);
    expect(wide.lengthCm).toBeLessThan(narrow.lengthCm);
    expect(narrow.efficiency).toBeGreaterThan(40);
    expect(narrow.efficiency).toBeLessThan(100);
  });

  it('nests the pants legs by their shapes: no two pieces overlap, all within the width, over half the lay used', async () => {
    const r = await patternOf('pants');
    const pieces = r.bySize.find((s) => s.size === 'M')!.pieces;
    const m = nestMarker(pieces, 145);
    expect(m.pieces).toBe(pieces.reduce((n, p) => n + p.cut, 0));
    const polys = m.placements.map((q) => q.outline.map(([x, y]) => [q.x + x, q.y + y] as [number, number]));
    const inside = ([px, py]: [number, number], poly: [number, number][]) => {
      let c = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i],
          [xj, yj] = poly[j];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) c = !c;
      }
      return c;
    };
    for (let a = 0; a < polys.length; a++)
      for (let b = 0; b < polys.length; b++)
        if (a !== b) expect(polys[a].some((pt) => inside(pt, polys[b]))).toBe(false);
    for (const poly of polys) for (const [x] of poly) expect(x).toBeLessThanOrEqual(1450);
    // four trouser legs laid by their boxes fill about a third of the lay; by their shapes, head to toe, over half
    expect(m.efficiency).toBeGreaterThan(55);
  });
});

describe('the pack PDF', () => {
  it("ends with a Pattern page: the design, the pieces at the sample size and that size's check", async () => {
    const pack = packOf('skirt');
    const out = await renderTechPackPdf(pack, null);
    const pages = await pageTexts(out.pdf);
    const last = pages[pages.length - 1];
    expect(last).toContain('Pattern (first draft, size M)');
    expect(last).toContain('Penelope');
    expect(last).toMatch(/\d+ in tolerance, \d+ out, \d+ not drafted/);
    for (const row of pack.pointsOfMeasure.rows) expect(last).toContain(row.code);
  });
});
