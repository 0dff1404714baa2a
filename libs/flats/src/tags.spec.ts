import { ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { draftPoms } from '@techpack/catalog';
import { renderFlat, type FlatInput, type FlatResult } from './index';

// What a technical designer reads off a how-to-measure flat: every POM's code tag stands on its own (no two tag
// boxes overlap, front or back, for every garment class with all its POMs), and the finished hem's height (A12) is
// measured at the hem, not drawn as a free dimension beside the garment.

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const input = (type: string, features: Record<string, string> = {}): FlatInput => ({
  garmentType: type,
  rows: draftPoms(type, features).map((p) => ({
    code: p.code,
    key: p.key,
    name: p.name,
    values: Object.fromEntries(SIZES.map((s, i) => [s, Math.round((p.base + (i - 2) * p.grade) * 10) / 10])),
  })),
  baseSize: 'M',
  sizes: SIZES,
  features: Object.fromEntries(Object.entries(features).map(([k, v]) => [k, { value: v }])),
});

/** Pairs of code tags whose boxes (the tag circle's square) overlap. */
function overlapping(r: FlatResult): string[] {
  const tags = r.prims.filter((p) => p.type === 'circle' && p.role === 'callout-tag') as {
    cx: number;
    cy: number;
    r: number;
  }[];
  const codes = r.callouts.map((c) => c.code);
  const out: string[] = [];
  for (let i = 0; i < tags.length; i++)
    for (let j = i + 1; j < tags.length; j++)
      if (
        Math.abs(tags[i].cx - tags[j].cx) < tags[i].r + tags[j].r &&
        Math.abs(tags[i].cy - tags[j].cy) < tags[i].r + tags[j].r
      )
        out.push(`${r.view} ${codes[i]}/${codes[j]}`);
  // a tag never sits on another dimension's end (its tick), where the reader takes it for that line's code
  r.callouts.forEach((c, i) =>
    r.callouts.forEach((o, j) => {
      if (i === j) return;
      for (const [x, y] of [
        [o.x1, o.y1],
        [o.x2, o.y2],
      ])
        if (Math.abs(c.tagX - x) < tags[i].r && Math.abs(c.tagY - y) < tags[i].r)
          out.push(`${r.view} ${c.code} on ${o.code}'s end`);
    }),
  );
  return out;
}

const VARIANTS: [string, Record<string, string>][] = [
  ...ANALYZED_GARMENT_TYPES.map((t): [string, Record<string, string>] => [t, {}]),
  ['jacket', { hood: 'yes' }],
  ['dress', { sleeve: 'long' }],
  ['shirt', { sleeve: 'short' }],
  ['pants', { waist: 'elastic-or-drawcord', pockets: 'cargo' }],
];

describe('flats: code tags stand apart', () => {
  for (const [type, features] of VARIANTS)
    it(`${type} ${JSON.stringify(features)}: no two tag boxes overlap, front or back`, () => {
      const i = input(type, features);
      // the studio's scale (4 px/cm) and the PDF's how-to-measure page (2.4)
      for (const scale of [4, 2.4])
        expect([
          ...overlapping(renderFlat(i, 'front', { scale })),
          ...overlapping(renderFlat(i, 'back', { scale })),
        ]).toEqual([]);
    });
});

describe('flats: the finished hem (A12 hemHeight) is measured at the hem', () => {
  for (const type of ['t-shirt', 'shirt', 'dress', 'pants', 'jeans'].filter((t) =>
    draftPoms(t).some((p) => p.key === 'hemHeight'),
  ))
    it(`${type}: a short vertical dimension at the hem, its tag clear of every other tag`, () => {
      const r = renderFlat(input(type), 'front');
      const hem = r.callouts.find((c) => c.key === 'hemHeight')!;
      expect(hem.generic).toBe(false);
      expect(r.prims.some((p) => p.type === 'text' && p.role === 'callout-name' && p.text === hem.name)).toBe(
        false,
      );
      const bottom = r.garment.y + r.garment.height;
      // both ends within a few cm of the garment's lowest point, inside its width
      for (const y of [hem.y1, hem.y2]) expect(bottom - y).toBeLessThan(6 * r.scale);
      for (const x of [hem.x1, hem.x2])
        expect(x > r.garment.x && x < r.garment.x + r.garment.width).toBe(true);
      expect(Math.abs(Math.abs(hem.y2 - hem.y1) - (hem.valueCm ?? 0) * r.scale)).toBeLessThan(1);
      expect(overlapping(r)).toEqual([]);
    });
});
