import { CAPS, FlatBudgetError, ticks } from './bounds';
import { Sketch } from './sketch';
import { renderFlat, type FlatInput } from './index';
import type { Pt } from './geometry';

// The loops' counts are known before they run, the fills stay bounded on any panel, and a render past its time
// budget stops.

const loop = (from: number, to: number, step: number, inclusive = false) => {
  const out: number[] = [];
  for (let x = from; inclusive ? x <= to : x < to; x += step) out.push(x);
  return out;
};

describe('ticks: a stepped loop with its count worked out first', () => {
  it('within the cap, the very values of the loop it replaces', () => {
    for (const [from, to, step] of [
      [0.2, 0.9, 0.12],
      [-26.1, 25.6, 0.9],
      [0.5, 4.1, 0.7],
      [-40.3, 39.5, 1.3],
      [0, 0.3, 0.1],
    ]) {
      expect(ticks(from, to, step, 1000)).toEqual(loop(from, to, step));
      expect(ticks(from, to, step, 1000, true)).toEqual(loop(from, to, step, true));
    }
  });

  it('past the cap, at most cap + 1 values spread over the whole span', () => {
    const xs = ticks(-250, 250, 0.9, 100);
    expect(xs.length).toBeLessThanOrEqual(101);
    expect(xs[0]).toBe(-250);
    expect(xs[xs.length - 1]).toBeGreaterThan(240);
  });

  it('a span where adding the step no longer moves x, or no finite span at all, still ends', () => {
    expect(ticks(-1e308, 1e308, 4.5, 50).length).toBeLessThanOrEqual(51);
    expect(ticks(0, 1e308, 1e-300, 50).length).toBeLessThanOrEqual(51);
    for (const [a, b, s] of [
      [0, Infinity, 1],
      [NaN, 1, 1],
      [0, 1, 0],
      [0, 1, -1],
      [0, 1, NaN],
      [5, 1, 1],
    ])
      expect(ticks(a, b, s, 50)).toEqual([]);
  });
});

describe('Sketch fills on a panel as wide as a number can be', () => {
  const huge: Pt[] = [
    [-1e308, 0],
    [1e308, 0],
    [1e308, 1e308],
    [-1e308, 1e308],
  ];
  const wide: Pt[] = [
    [-5000, 0],
    [5000, 0],
    [5000, 8000],
    [-5000, 8000],
  ];

  it('a print (dots) and stripes, checks and quilting finish with a bounded number of shapes', () => {
    for (const panel of [huge, wide]) {
      const sk = new Sketch();
      sk.dots([panel, panel], 4.5, 'pattern');
      expect(sk.items.length).toBeLessThanOrEqual(CAPS.dots);
      const hatch = new Sketch();
      hatch.hatch([panel], 2.5, 'pattern', 'pattern', { vertical: true });
      hatch.hatch([panel], 7, 'quilt', 'quilting', { from: 2, to: 1e308 });
      expect(hatch.items.length).toBeLessThanOrEqual(4 * (CAPS.hatchLines + 1));
    }
  });

  it('a normal panel keeps its 4.5 cm print grid', () => {
    const sk = new Sketch();
    sk.dots(
      [
        [
          [-25, 0],
          [25, 0],
          [25, 70],
          [-25, 70],
        ],
      ],
      4.5,
      'pattern',
    );
    expect(sk.items.length).toBeGreaterThan(150);
    const xs = [
      ...new Set(sk.items.map((i) => (i.kind === 'circle' ? i.c[0] : NaN)).filter((x) => x > 0)),
    ].sort((a, b) => a - b);
    expect(xs[1] - xs[0]).toBeCloseTo(2.25, 5); // staggered rows: 4.5 cm apart in a row, shifted half a step
  });
});

describe('renderFlat: time budget', () => {
  const pack: FlatInput = {
    garmentType: 'hoodie',
    features: { pattern: { value: 'print' } },
    measurements: { chestWidth: 60 },
  };

  it('past its budget on the clock given, a render stops with a FlatBudgetError', () => {
    let t = 0;
    const now = () => (t += 5); // every look at the clock: 5 ms later
    expect(() => renderFlat(pack, 'front', { budgetMs: 50, now })).toThrow(FlatBudgetError);
    expect(() => renderFlat(pack, 'front', { budgetMs: 50, now })).toThrow(
      'the flat took longer than its 50 ms budget to draw',
    );
  });

  it('within its budget, the same drawing as without one', () => {
    expect(renderFlat(pack, 'front', { budgetMs: 10_000 }).svg).toBe(renderFlat(pack, 'front').svg);
  });
});
