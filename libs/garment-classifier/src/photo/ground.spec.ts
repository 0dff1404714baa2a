import { describe, expect, it } from '@jest/globals';
import {
  deltaE2000,
  garmentColours,
  groundFirst,
  hexToRgb,
  srgbToLab,
  type GarmentMask,
  type RawRgb,
} from './colour';

// Synthetic rasters at the analysis raster's size (long edge 128): a garment shape painted with hex colours on a beige
// floor, a little deterministic noise on every pixel, and the garment mask given (as the mask network gives it).

type Paint = (x: number, y: number) => string;
type Shape = (x: number, y: number) => boolean;

const W = 100;
const H = 128;
const FLOOR = '#BDB29C';
// a tee: body 40 px wide from the shoulders to the hem, short sleeves out to x 8 and 91
const tee: Shape = (x, y) =>
  (y >= 18 && y < 120 && x >= 30 && x < 70) || (y >= 18 && y < 44 && x >= 8 && x < 92);
// a dress: a trapezoid flaring from 28 px at the top to 68 px at the hem
const dress: Shape = (x, y) => y >= 10 && y < 124 && Math.abs(x + 0.5 - 50) < 14 + ((y - 10) / 114) * 20;

function photo(paint: Paint, shape: Shape = tee): { img: RawRgb; seg: GarmentMask } {
  const data = Buffer.alloc(W * H * 3);
  const mask = new Uint8Array(W * H);
  const lab = [];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      mask[i] = shape(x, y) ? 1 : 0;
      const rgb = hexToRgb(mask[i] ? paint(x, y) : FLOOR);
      const noise = ((x * 7 + y * 13) % 7) - 3;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.max(0, Math.min(255, rgb[c] + noise));
      lab.push(srgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]));
    }
  }
  const seg: GarmentMask = {
    mask,
    segmented: true,
    coverage: mask.reduce((s, v) => s + v, 0) / (W * H),
    lab,
    backgroundLab: [srgbToLab(...hexToRgb(FLOOR))],
  };
  return { img: { data, width: W, height: H }, seg };
}

function measure(paint: Paint, shape: Shape = tee) {
  const { img, seg } = photo(paint, shape);
  const stats = garmentColours(img, seg);
  const all = [...stats.colours, ...(stats.accents ?? [])];
  return { stats, layout: stats.layout!, all, listed: groundFirst(all, stats.layout) };
}

const near = (a: string, b: string) => deltaE2000(a, b) < 10;

describe('the ground: the colour at the hems and sleeve ends, listed first', () => {
  it('a white-ground check with blue and red lines: white is the ground, listed first; an all-over pattern', () => {
    const white = '#F5F5F2';
    const { layout, listed } = measure((x, y) =>
      x % 12 < 2 || y % 12 < 2 ? '#2A4A9C' : (x + 6) % 12 === 0 || (y + 6) % 12 === 0 ? '#C0202E' : white,
    );
    expect(near(layout.ground.hex, white)).toBe(true);
    expect(near(listed[0].hex, white)).toBe(true);
    expect(listed.some((c) => near(c.hex, '#2A4A9C'))).toBe(true);
    expect(listed.some((c) => near(c.hex, '#C0202E'))).toBe(true);
    expect(layout.print).toBe('all-over');
    expect(layout.placement).toBeUndefined();
  });

  it('pink and navy stripes: both listed with their shares, the ground the one at the hem, with its repeat', () => {
    const pink = '#E89AB5';
    const navy = '#1E2A4A';
    // 6 px stripes, the hem's rows (114..119) pink
    const { layout, listed } = measure((_x, y) => (Math.floor((y - 114) / 6) % 2 === 0 ? pink : navy));
    expect(near(layout.ground.hex, pink)).toBe(true);
    expect(near(listed[0].hex, pink)).toBe(true);
    const navyListed = listed.find((c) => near(c.hex, navy));
    expect(navyListed?.share).toBeGreaterThan(0.3);
    expect(listed[0].share).toBeGreaterThan(0.3);
    expect(layout.print).toBe('all-over');
    // a 12 px repeat on a 40 px body: 0.3 body widths
    expect(layout.repeat).toBeCloseTo(0.3, 1);
  });

  it('a red tee with a large navy chest print: the ground is red, the navy a placement print with its box', () => {
    const red = '#C8102E';
    const navy = '#1B2A4A';
    const inBear = (x: number, y: number) => ((x + 0.5 - 50) / 17) ** 2 + ((y + 0.5 - 62) / 34) ** 2 <= 1;
    // the red in light above and in shadow below: two reds, each smaller than the navy (the largest cluster)
    const { layout, listed, stats } = measure((x, y) => (inBear(x, y) ? navy : y < 40 ? red : '#850A1E'));
    expect(near(stats.colours[0].hex, navy)).toBe(true);
    expect(deltaE2000(layout.ground.hex, red, 2)).toBeLessThan(10);
    expect(deltaE2000(listed[0].hex, red, 2)).toBeLessThan(10);
    expect(layout.print).toBe('placement');
    const navyRole = layout.roles.find((r) => near(r.hex, navy));
    expect(navyRole?.role).toBe('placement');
    // the box: x 33..66 of the garment box 8..91, y 28..95 of 18..119
    const box = layout.placement!.box;
    expect(box.left).toBeCloseTo(25 / 84, 2);
    expect(box.top).toBeCloseTo(10 / 102, 2);
    expect(box.width).toBeCloseTo(34 / 84, 2);
    expect(box.height).toBeCloseTo(68 / 102, 2);
    // in body widths (the body is 40 px across): 0.85 wide, 1.7 high, 0.25 below the shoulders, centred
    expect(layout.placement!.body.width).toBeCloseTo(0.85, 2);
    expect(layout.placement!.body.height).toBeCloseTo(1.7, 2);
    expect(layout.placement!.body.fromTop).toBeCloseTo(0.25, 2);
    expect(Math.abs(layout.placement!.body.fromCentre)).toBeLessThan(0.05);
    expect(stats.colours.length).toBeGreaterThanOrEqual(2);
  });

  it('a navy and white gingham: white is listed', () => {
    const band = (v: number) => Math.floor(v / 4) % 2 === 1;
    const { layout, listed } = measure((x, y) =>
      band(x) && band(y) ? '#1F2E5A' : band(x) || band(y) ? '#8C9DC0' : '#F7F7F7',
    );
    expect(listed.some((c) => near(c.hex, '#F7F7F7'))).toBe(true);
    expect(listed.some((c) => near(c.hex, '#1F2E5A'))).toBe(true);
    expect(layout.print).toBe('all-over');
  });

  it('a white top with a flag-like print: the ground is white, the flag a placement print', () => {
    const white = '#F4F4F4';
    const flag = (x: number, y: number) => x >= 36 && x < 64 && y >= 40 && y < 60;
    const { layout, listed } = measure((x, y) =>
      !flag(x, y) ? white : Math.abs(x - 49.5) < 2 || Math.abs(y - 49.5) < 2 ? '#C8102E' : '#012169',
    );
    expect(near(layout.ground.hex, white)).toBe(true);
    expect(near(listed[0].hex, white)).toBe(true);
    expect(layout.print).toBe('placement');
    expect(layout.roles.filter((r) => r.role === 'placement').length).toBeGreaterThanOrEqual(1);
  });

  it('a grey tee with a line-art chest motif (thin strokes, ground between them): a placement print', () => {
    const grey = '#B9BBBD';
    // an outline drawing 26 px across on the chest: a ring and a cross of 1 px strokes, four fifths of its box ground
    const stroke = (x: number, y: number) => {
      const r = Math.hypot(x - 49.5, y - 62.5);
      return (r >= 11.5 && r < 12.8) || (x === 49 && r < 11.5) || (y === 62 && r < 11.5);
    };
    const { layout, listed } = measure((x, y) => (stroke(x, y) ? '#1C1C22' : grey));
    expect(near(layout.ground.hex, grey)).toBe(true);
    expect(near(listed[0].hex, grey)).toBe(true);
    expect(layout.print).toBe('placement');
    expect(layout.placement!.box.top).toBeGreaterThan(0.2);
    expect(layout.placement!.box.width).toBeLessThan(0.45);
  });

  it('a dress with small motifs all over: an all-over print, no placement box', () => {
    const cream = '#F3E9DC';
    const motif = (x: number, y: number) => {
      const row = Math.floor(y / 8);
      const dx = (x + (row % 2) * 4) % 8;
      return dx < 4 && y % 8 < 4 ? (row % 2 ? '#E36FA8' : '#6C4BB1') : undefined;
    };
    const { layout, listed } = measure((x, y) => motif(x, y) ?? cream, dress);
    expect(near(layout.ground.hex, cream)).toBe(true);
    expect(near(listed[0].hex, cream)).toBe(true);
    expect(layout.print).toBe('all-over');
    expect(layout.placement).toBeUndefined();
  });

  it('a solid navy tee with a shadow across its lower half: no print, its shade no colour of a print', () => {
    const { layout } = measure((_x, y) => (y > 80 ? '#18223A' : '#1F2A44'));
    expect(layout.print).toBe('none');
    expect(layout.roles.every((r) => r.role === 'ground' || r.role === 'shade')).toBe(true);
  });
});
