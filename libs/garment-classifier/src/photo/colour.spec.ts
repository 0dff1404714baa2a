import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import {
  APPROXIMATE_PANTONE,
  closerColours,
  deltaE2000,
  fabricPixels,
  garmentBox,
  patternColourway,
  textureBox,
  TEXTURE_SHARE_OF_BOX,
  garmentColours,
  hexToLab,
  largestRegion,
  mergeShades,
  nearestTcx,
  salientRegion,
  segmentFromSaliency,
  segmentGarment,
  srgbToLab,
  tcxTableSize,
  colourNameCount,
  nameColour,
  type Lab,
} from './colour';
import { HISTOGRAM_BINS, colourFamilyOf, loadColourFamilyModel } from './colour-family';
import { intakeImage } from './image-intake';
import { garmentOnBackground as photo } from './testing/garment-photo';

describe('true colour: garment separated from the background', () => {
  it('a navy garment on a beige floor: the colourway is navy, never the floor', async () => {
    const img = await intakeImage(await photo('#1F2A44', '#CDB891'));
    const seg = segmentGarment(img.analysis);
    expect(seg.segmented).toBe(true);
    const c = garmentColours(img.analysis, seg);
    expect(c.colours.length).toBeGreaterThan(0);
    expect(deltaE2000(c.colours[0].hex, '#1F2A44')).toBeLessThan(5);
    expect(c.colours[0].share).toBeGreaterThan(0.8);
    for (const col of c.colours) expect(deltaE2000(col.hex, '#CDB891')).toBeGreaterThan(15);
    // nearest TCX by CIEDE2000, with its ΔE
    expect(c.colours[0].pantone).toMatch(/^\d\d-\d{4} TCX /);
    expect(c.colours[0].deltaE).toBeLessThan(6);
  });

  it('a light garment on a dark door and a dark one on a white bed both give the garment colour', async () => {
    for (const [garment, bg] of [
      ['#E9D9C0', '#5A3B28'],
      ['#262626', '#F2F2F0'],
      ['#C8102E', '#7A8A9A'],
    ]) {
      const c = garmentColours((await intakeImage(await photo(garment, bg))).analysis);
      expect(deltaE2000(c.colours[0].hex, garment)).toBeLessThan(6);
      for (const col of c.colours) expect(deltaE2000(col.hex, bg)).toBeGreaterThan(12);
    }
  });

  it('a striped garment lists both its colours and not the background', async () => {
    const c = garmentColours(
      (await intakeImage(await photo('#F4F4F0', '#8C8C8C', { stripes: '#C8102E' }))).analysis,
    );
    const near = (hex: string) => c.colours.some((x) => deltaE2000(x.hex, hex) < 10);
    expect(near('#C8102E')).toBe(true);
    expect(near('#F4F4F0')).toBe(true);
    expect(near('#8C8C8C')).toBe(false);
    expect(c.distinctColours).toBeGreaterThanOrEqual(2);
  });

  it("from the mask network's map: its largest region is the garment, a white shirt on a white sheet included; where it sees nothing, the colour heuristic decides", async () => {
    // a near-white garment on a white bed: colour alone cannot part them, the network's map can
    const img = await intakeImage(await photo('#F4F4F1', '#FAFAFA'));
    const { width: W, height: H } = img.analysis;
    const inShape = await intakeImage(await photo('#000000', '#FFFFFF'));
    const data = new Uint8Array(W * H);
    for (let i = 0; i < W * H; i++) data[i] = inShape.analysis.data[i * 3] < 128 ? 230 : 10;
    // a small salient island apart from the garment (a shoe in the corner): not part of the garment
    for (let y = 2; y < 8; y++) for (let x = 2; x < 8; x++) data[y * W + x] = 255;
    const seg = segmentFromSaliency(img.analysis, { width: W, height: H, data });
    expect(seg.segmented).toBe(true);
    expect(seg.mask[4 * W + 4]).toBe(0);
    expect(seg.mask[Math.round(H * 0.6) * W + Math.round(W / 2)]).toBe(1);
    expect(seg.coverage).toBeGreaterThan(0.3);
    expect(seg.coverage).toBeLessThan(0.6);
    const c = garmentColours(img.analysis, seg);
    expect(deltaE2000(c.colours[0].hex, '#F4F4F1')).toBeLessThan(4);
    // a map that takes a strip of the floor with a navy garment: the floor's colour, the background's, is not listed
    const navy = await intakeImage(await photo('#1F2A44', '#C8553D'));
    const withFloor = Uint8Array.from(data);
    for (let y = Math.round(H * 0.85); y < H - 2; y++) for (let x = 0; x < W; x++) withFloor[y * W + x] = 240;
    const leaky = segmentFromSaliency(navy.analysis, { width: W, height: H, data: withFloor });
    expect(leaky.coverage).toBeGreaterThan(seg.coverage);
    const nc = garmentColours(navy.analysis, leaky);
    expect(deltaE2000(nc.colours[0].hex, '#1F2A44')).toBeLessThan(5);
    for (const col of nc.colours) expect(deltaE2000(col.hex, '#C8553D')).toBeGreaterThan(12);
    // a map that marks (almost) nothing: the heuristic's mask instead
    const none = segmentFromSaliency(img.analysis, { width: W, height: H, data: new Uint8Array(W * H) });
    const heuristic = segmentGarment(img.analysis);
    expect([none.segmented, none.coverage, Array.from(none.mask)]).toEqual([
      heuristic.segmented,
      heuristic.coverage,
      Array.from(heuristic.mask),
    ]);
    expect(() => segmentFromSaliency(img.analysis, { width: W + 1, height: H, data })).toThrow(
      /does not match/,
    );
    // the garment's box (the classifier's detail view is cut from it): the T shape spans x 40..360 of 400, y 50..440 of
    // 500; the island in the corner is not in it; the whole photo where nothing was separated
    const box = garmentBox(seg, img.analysis);
    expect(box.x0).toBeCloseTo(0.1, 1);
    expect(box.x1).toBeCloseTo(0.9, 1);
    expect(box.y0).toBeCloseTo(0.1, 1);
    expect(box.y1).toBeCloseTo(0.88, 1);
    expect(garmentBox({ ...seg, segmented: false }, img.analysis)).toEqual({ x0: 0, y0: 0, x1: 1, y1: 1 });
    // the outline alone (what the analyzer starts the classifier on, before the colours' context) has the same box
    const region = salientRegion(img.analysis, { width: W, height: H, data });
    expect(garmentBox({ mask: region!.mask, segmented: true }, img.analysis)).toEqual(box);
    expect(salientRegion(img.analysis, { width: W, height: H, data: new Uint8Array(W * H) })).toBeUndefined();
  });

  it('a panel seen half in light, half in shadow is one listed colour; the colours come largest first', () => {
    // k-means clusters of a black track jacket with blue shoulder panels (validation photo): the blue in light and in
    // shadow, CIEDE2000 9.0 apart, 5.8 % and 6.0 % of the garment: each under the 8 % a listed colour needs
    const cluster = (lab: Lab, share: number) => ({ lab, n: Math.round(share * 1000), rgb: [0, 0, 0] });
    const merged = mergeShades(
      [
        cluster([13, 0, 0], 0.546),
        cluster([59, 2, -42], 0.058),
        cluster([37, 0, -1], 0.012),
        cluster([32, 3, -22], 0.014),
        cluster([22, 0, 0], 0.31),
        cluster([50, 7, -44], 0.06),
      ],
      1000,
    );
    expect(merged.map((m) => m.n)).toEqual([856, 118, 14, 12]); // black in two shades, blue in two, two slivers
    // a colour split in shades outgrows the cluster listed before it: largest first after the merge
    const grown = mergeShades(
      [cluster([40, 45, -84], 0.342), cluster([15, 23, -44], 0.297), cluster([23, 32, -58], 0.144)],
      1000,
    );
    expect(grown.map((m) => m.n)).toEqual([441, 342]);
  });
});

describe('colour references', () => {
  it('CIEDE2000 matches the published test pairs (Sharma, Wu, Dalal 2005)', () => {
    const pairs: [Lab, Lab, number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
      [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    ];
    for (const [a, b, want] of pairs) expect(deltaE2000(a, b)).toBeCloseTo(want, 3);
    expect(deltaE2000('#000000', '#000000')).toBe(0);
  });

  it('names from the plain trade list and the nearest of a full TCX table, approximate above ΔE 3', () => {
    // a few hundred plain trade names: no novelty names, a white is White and a grey marl is Grey Marl
    expect(colourNameCount()).toBeGreaterThan(200);
    expect(nameColour('#F2F2EE').name).toMatch(/White/);
    expect(nameColour('#9E9E9C').name).toBe('Grey Marl');
    expect(nameColour('#1E2A44').name).toBe('Navy');
    expect(tcxTableSize()).toBeGreaterThan(2000);
    const exact = nearestTcx('#F4F5F0'); // 11-0601 TCX Bright White
    expect(exact).toMatchObject({ code: '11-0601 TCX', deltaE: 0, approximate: false });
    expect(exact.pantone).not.toContain(APPROXIMATE_PANTONE);
    const far = nearestTcx('#00FF00'); // no TCX is this saturated
    expect(far.deltaE).toBeGreaterThan(3);
    expect(far.approximate).toBe(true);
    expect(far.pantone).toContain('(approximate, approve a lab dip)');
    expect(deltaE2000(hexToLab(far.hex), hexToLab('#00FF00'))).toBeCloseTo(far.deltaE, 0);
  });
});

describe('features and their sources', () => {
  it('main colour family: the trained model reads what the pipeline measures, detected only with the image head', async () => {
    const model = loadColourFamilyModel()!;
    expect(model.features).toBe(3 * HISTOGRAM_BINS + 3);
    const stats = garmentColours((await intakeImage(await photo('#1F2A44', '#CDB891'))).analysis);
    expect(stats.familyFeatures).toHaveLength(model.features);
    // garment histogram: every share on the navy side (dark, blue hue); the floor's only in the background histogram
    const garment = stats.familyFeatures!.slice(0, HISTOGRAM_BINS).map((v) => v * v);
    const background = stats
      .familyFeatures!.slice(2 * HISTOGRAM_BINS, 3 * HISTOGRAM_BINS)
      .map((v) => (2 * v) ** 2);
    expect(garment.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(background.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(garment.findIndex((v) => v > 0.5)).not.toBe(background.findIndex((v) => v > 0.5));
    const plain = colourFamilyOf(stats)!;
    expect(['navy', 'black', 'blue']).toContain(plain.value);
    expect(plain.detected).toBe(false); // no image head: never detected
    // with the image head the answer can be detected: at the model's own threshold (right >= 0.94 out-of-fold on train)
    expect(model.threshold).toBeLessThan(1);
    const headSureOf = (family: string) => ({
      values: model.values,
      probabilities: model.values.map((v) => (v === family ? 0.97 : 0.03 / 17)),
    });
    const sure = colourFamilyOf(stats, headSureOf('navy'))!;
    expect(sure.value).toBe('navy');
    expect(sure.detected).toBe(sure.confidence >= model.threshold);
    // the head is read: one sure of blue (the neighbouring family) takes the answer from navy, or leaves it less sure
    const torn = colourFamilyOf(stats, headSureOf('blue'))!;
    expect(['navy', 'blue']).toContain(torn.value);
    expect(torn.value === 'navy' ? torn.confidence : 0).toBeLessThan(sure.confidence);
  });
});

describe("the texture view's place: a square of the garment's fabric", () => {
  const W = 100;
  const H = 120;
  const img = { data: Buffer.alloc(W * H * 3), width: W, height: H };
  const maskOf = (inside: (x: number, y: number) => boolean) => {
    const mask = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) mask[y * W + x] = inside(x, y) ? 1 : 0;
    return mask;
  };
  const covered = (mask: Uint8Array, b: { x0: number; y0: number; x1: number; y1: number }) => {
    let n = 0;
    let all = 0;
    for (let y = Math.round(b.y0 * H); y < Math.round(b.y1 * H); y++) {
      for (let x = Math.round(b.x0 * W); x < Math.round(b.x1 * W); x++) {
        n += mask[y * W + x];
        all++;
      }
    }
    return n / all;
  };

  it("is a square of 0.45 x the garment box's shorter side, on the garment, not on the box's empty corners", () => {
    // an L-shaped garment: a vertical bar x 10..39, y 10..109, and a foot x 40..89, y 80..109; its box is x 10..89, y
    // 10..109 (80 x 100): the square's side is 0.45 x 80 = 36 px; the box's top-right corner holds no fabric
    const mask = maskOf(
      (x, y) => (x >= 10 && x < 40 && y >= 10 && y < 110) || (x >= 40 && x < 90 && y >= 80 && y < 110),
    );
    const b = textureBox({ mask, segmented: true }, img);
    expect(Math.round((b.x1 - b.x0) * W)).toBe(Math.round(TEXTURE_SHARE_OF_BOX * 80));
    expect(Math.round((b.y1 - b.y0) * H)).toBe(Math.round(TEXTURE_SHARE_OF_BOX * 80));
    expect(b.x0).toBeGreaterThanOrEqual(0.1);
    expect(b.y1).toBeLessThanOrEqual(110 / H + 1e-9);
    // no place in the box is all fabric (the bar is 30 px wide); the one taken holds the most of it
    expect(covered(mask, b)).toBeGreaterThan(0.7);
    expect(covered(mask, { x0: 0.54, y0: 10 / H, x1: 0.9, y1: 46 / H })).toBe(0);
  });

  it('takes the middle of the photo where the garment was not separated', () => {
    const b = textureBox({ mask: new Uint8Array(W * H), segmented: false }, img);
    const side = Math.round(TEXTURE_SHARE_OF_BOX * W);
    expect(Math.round(b.x0 * W)).toBe(Math.round((W - side) / 2));
    expect(Math.round(b.y0 * H)).toBe(Math.round((H - side) / 2));
    expect(Math.round((b.x1 - b.x0) * W)).toBe(side);
  });
});

describe("a pattern's colours, seen closer", () => {
  // a view of 3 px stripes, white and navy: on the 128 px raster they are one blended colour
  const V = 90;
  const stripes = { data: Buffer.alloc(V * V * 3), width: V, height: V };
  for (let y = 0; y < V; y++) {
    for (let x = 0; x < V; x++)
      stripes.data.set(Math.floor(y / 3) % 2 ? [250, 250, 250] : [31, 42, 68], (y * V + x) * 3);
  }
  const raster = { width: 40, height: 50 };
  const all = { mask: new Uint8Array(40 * 50).fill(1) };
  const box = { x0: 0.25, y0: 0.25, x1: 0.75, y1: 0.65 };

  it("lists a stripe's two colours, half each, where the view lies on the garment; nothing where it lies off it", () => {
    const cs = closerColours(stripes, box, all, raster);
    expect(cs).toHaveLength(2);
    expect(cs.map((c) => c.share).every((s) => s > 0.4 && s < 0.6)).toBe(true);
    expect(Math.min(...cs.map((c) => deltaE2000(c.hex, '#FAFAFA')))).toBeLessThan(3);
    expect(Math.min(...cs.map((c) => deltaE2000(c.hex, '#1F2A44')))).toBeLessThan(3);
    // the garment mask covers only the raster's left half: the view (x 0.25..0.75) is half off it, under the 50 % needed
    const left = { mask: new Uint8Array(40 * 50).map((_, i) => (i % 40 < 19 ? 1 : 0)) };
    expect(closerColours(stripes, box, left, raster)).toEqual([]);
  });

  it("a patterned colourway: the colours seen closer replace the raster's blend, a trim unlike them stays", () => {
    const closer = closerColours(stripes, box, all, raster);
    const colour = (hex: string, share: number) => ({ ...closer[0], hex, lab: hexToLab(hex), share });
    const blend = colour('#8C92A0', 0.85);
    const trim = colour('#C8102E', 0.15);
    const listed = patternColourway({ colours: [blend, trim], accents: [], closer });
    expect(listed.map((c) => c.hex)).toEqual(
      expect.arrayContaining([closer[0].hex, closer[1].hex, '#C8102E']),
    );
    expect(listed).toHaveLength(3);
    expect(listed.map((c) => c.hex)).not.toContain('#8C92A0');
    // the two stripe colours split the blend's 85 %
    expect(listed.filter((c) => c.hex !== '#C8102E').reduce((a, c) => a + c.share, 0)).toBeCloseTo(0.85, 2);
    // where the view saw one colour (or none), the raster's colours and accents, as before
    expect(patternColourway({ colours: [blend], accents: [trim], closer: closer.slice(0, 1) })).toEqual([
      blend,
      trim,
    ]);
    expect(patternColourway({ colours: [blend], accents: [trim] })).toEqual([blend, trim]);
  });

  it("cuts the texture view's square from the photo at the photo's own resolution", async () => {
    // 300 x 400: left half red, right half blue
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="150" height="400" fill="#d01010"/>
      <rect x="150" width="150" height="400" fill="#1030d0"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
    const view = await fabricPixels(jpeg, { x0: 0.6, y0: 0.25, x1: 0.9, y1: 0.475 });
    expect([view.width, view.height]).toEqual([90, 90]);
    let blue = 0;
    for (let i = 0; i < view.width * view.height; i++)
      if (view.data[i * 3 + 2] > 150 && view.data[i * 3] < 80) blue++;
    expect(blue / (view.width * view.height)).toBeGreaterThan(0.95);
  });
});

describe('the pixel arithmetic under the garment mask', () => {
  it('converts sRGB to CIE Lab (D65) on both branches of f', () => {
    const close = (got: Lab, want: Lab) => got.forEach((v, i) => expect(v).toBeCloseTo(want[i], 1));
    close(srgbToLab(255, 255, 255), [100, 0, 0]);
    close(srgbToLab(255, 0, 0), [53.24, 80.09, 67.2]);
    close(srgbToLab(0, 0, 255), [32.3, 79.19, -107.86]);
    // a near-black pixel: the linear part of f (t under 0.008856)
    close(srgbToLab(3, 3, 3), [0.82, 0, 0]);
  });

  it('keeps the largest 4-connected region: diagonal neighbours and pixels at the ends of two rows are not connected', () => {
    const W = 6;
    // row-major 6 x 4: a 5-pixel region (left), a diagonal chain of single pixels (top right), whose first pixel ends
    // the row above the left region's second row: it joins that region only if row ends wrapped around
    const rows = ['110001', '110010', '100100', '001001'];
    const fg = Uint8Array.from(rows.join(''), (c) => Number(c));
    const { mask, size } = largestRegion(fg, W, rows.length);
    expect(size).toBe(5);
    expect(Array.from(mask).join('')).toBe(['110000', '110000', '100000', '000000'].join(''));
    // the right column's pixels (row ends) join the next row's first pixel only through a wrap-around
    const wrap = Uint8Array.from(['000001', '100000', '000000', '000000'].join(''), (c) => Number(c));
    expect(largestRegion(wrap, W, 4).size).toBe(1);
  });
});
