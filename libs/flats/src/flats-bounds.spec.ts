import { FEATURE_KEYS, featureValuesFor, ANALYZED_GARMENT_TYPES } from '@techpack/contracts';
import { draftPoms } from '@techpack/catalog';
import { renderFlat, type FlatInput, type FlatRow } from './index';
import { CAPS, renderWork } from './bounds';

// The engine is bounded by construction: any pack the editor's rules allow (every garment type, every feature value,
// measurements anywhere in (0, 500] cm) draws in a small, bounded SVG with bounded work, and so does a pack no rule
// checked (1e308, NaN, negative values).

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MAX_SVG = 300 * 1024;
// work one render may count (./bounds.ts renderWork: loop steps and polygon edges visited); a normal pack counts
// a few thousand, the heaviest pack within the rules about 190,000
const MAX_WORK = 300_000;

function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

type Values = (row: number, size: number) => number;
const rowsFor = (type: string, value: Values): FlatRow[] =>
  draftPoms(type).map((p, r) => ({
    code: p.code,
    key: p.key,
    name: p.name,
    values: Object.fromEntries(SIZES.map((s, i) => [s, value(r, i)])),
  }));
const packOf = (type: string, value: Values, features: Record<string, string>): FlatInput => ({
  garmentType: type,
  rows: rowsFor(type, value),
  baseSize: 'M',
  sizes: SIZES,
  features: Object.fromEntries(Object.entries(features).map(([k, v]) => [k, { value: v }])),
  branding: {
    logoPosition: 'center-chest',
    logoWidth: 60,
    logoHeight: 80,
    logoFromTop: 120,
    logoFromLeft: 40,
  },
});

const rand = rng(23);
const VALUE_SETS: Record<string, Values> = {
  'all 500 cm': () => 500,
  'all 0.1 cm': () => 0.1,
  'alternating 0.1 / 500 cm': (r) => (r % 2 ? 0.1 : 500),
  'alternating 500 / 0.1 cm': (r) => (r % 2 ? 500 : 0.1),
  'random 0.1..500 cm': () => Math.round((0.1 + rand() * 499.9) * 10) / 10,
};

interface Drawn {
  name: string;
  input: FlatInput;
  view: 'front' | 'back';
  bytes: number;
  work: number;
  ms: number;
}

// CPU time of this process (ms): what a render costs, not how long a busy machine kept it waiting for a core
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function draw(name: string, input: FlatInput, out: Drawn[]) {
  for (const view of ['front', 'back'] as const) {
    const t0 = cpuMs();
    const r = renderFlat(input, view, { sizes: 'all' });
    const ms = cpuMs() - t0;
    expect(r.svg).not.toMatch(/NaN|Infinity|undefined/);
    expect(r.prims.some((p) => p.role === 'body')).toBe(true);
    out.push({ name: `${name} ${view}`, input, view, bytes: r.svg.length, work: renderWork.last, ms });
  }
}

// The median CPU time of five renders of each of the heaviest cases: the heaviest costs ~25 ms, so a generous bound
// holds on a busy machine (CPU time, not wall time: a loaded 2-core runner delays a render, it does not make it cost more).
function medianMs(d: Drawn): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = cpuMs();
    renderFlat(d.input, d.view, { sizes: 'all' });
    times.push(cpuMs() - t0);
  }
  return times.sort((a, b) => a - b)[2];
}

// Each check names its case, so a failure says which pack and view went over.
function expectBounded(drawn: Drawn[]) {
  const biggest = drawn.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const busiest = drawn.reduce((a, b) => (b.work > a.work ? b : a));
  expect({ case: biggest.name, svgUnder300KB: biggest.bytes < MAX_SVG }).toEqual({
    case: biggest.name,
    svgUnder300KB: true,
  });
  expect({ case: busiest.name, workBounded: busiest.work < MAX_WORK }).toEqual({
    case: busiest.name,
    workBounded: true,
  });
  const slowest = [...drawn].sort((a, b) => b.ms - a.ms).slice(0, 4);
  for (const d of [...slowest, busiest, biggest])
    expect({ case: d.name, under100ms: medianMs(d) < 100 }).toEqual({ case: d.name, under100ms: true });
}

describe('flats: bounded for every pack within the rules', () => {
  for (const type of ANALYZED_GARMENT_TYPES) {
    it(`${type}: every feature value x extreme measurements (0.1..500 cm, mixed) draws under 300 KB and 100 ms`, () => {
      const drawn: Drawn[] = [];
      for (const [label, value] of Object.entries(VALUE_SETS))
        for (const key of FEATURE_KEYS)
          for (const v of featureValuesFor(key, type))
            if (key !== 'main_colour')
              draw(`${type} ${label} ${key}=${v}`, packOf(type, value, { [key]: v }), drawn);
      // the heaviest combinations: each pattern over each fabric, with the finishes that add rows of lines
      for (const pattern of featureValuesFor('pattern', type))
        for (const fabric of featureValuesFor('fabric_look', type)) {
          const features = {
            pattern,
            fabric_look: fabric,
            front_closure: 'buttons-full',
            waist: 'elastic-or-drawcord',
            silhouette: type === 'dress' ? 'tiered' : 'regular',
            neckline: 'turtleneck',
          };
          draw(
            `${type} 500 cm ${pattern} on ${fabric}`,
            packOf(type, VALUE_SETS['all 500 cm'], features),
            drawn,
          );
        }
      expectBounded(drawn);
    });
  }
});

describe('flats: bounded for values no rule checked', () => {
  const hostile = (v: number) => packOf('pants', () => v, { pattern: 'print', waist: 'elastic-or-drawcord' });

  it('1e308, Infinity, NaN, -5 and 0 draw quickly, without NaN, in a bounded SVG', () => {
    const drawn: Drawn[] = [];
    for (const type of ANALYZED_GARMENT_TYPES)
      for (const v of [1e308, Number.MAX_VALUE, Infinity, -Infinity, NaN, -5, 0, 1e-300]) {
        draw(
          `${type} ${v}`,
          packOf(type, () => v, { pattern: 'print', fabric_look: 'quilted-or-padded' }),
          drawn,
        );
        draw(
          `${type} ${v} in the measurements map`,
          {
            garmentType: type,
            measurements: Object.fromEntries(draftPoms(type).map((p) => [p.key, v])),
            features: { pattern: { value: 'check' } },
          },
          drawn,
        );
      }
    expectBounded(drawn);
  });

  it('a value past 500 cm draws as 500 cm; a value that is not a positive number draws as if the row were empty', () => {
    const svg = (i: FlatInput) => renderFlat(i, 'front', { sizes: 'all' }).svg;
    expect(svg(hostile(1e308))).toBe(svg(hostile(500)));
    expect(svg(hostile(5000))).toBe(svg(hostile(500)));
    const none = { ...hostile(1), rows: rowsFor('pants', () => 1).map((r) => ({ ...r, values: {} })) };
    for (const v of [NaN, -5, Infinity]) expect(svg(hostile(v))).toBe(svg(none));
  });

  it('huge logo boxes, scales, long names and many rows stay bounded', () => {
    const i = hostile(500);
    i.branding = {
      logoPosition: 'center-chest',
      logoWidth: 1e308,
      logoHeight: NaN,
      logoFromTop: -1e308,
      logoFromLeft: Infinity,
    };
    i.rows = Array.from({ length: 400 }, (_, k) => ({
      code: `Z${k}`.repeat(300),
      key: `custom${k}`.repeat(200),
      name: 'A very long name '.repeat(120),
      values: { M: 500 },
    }));
    i.sizes = Array.from({ length: 100 }, (_, k) => `S${k}`);
    for (const view of ['front', 'back'] as const) {
      const r = renderFlat(i, view, { sizes: 'all', scale: 1e308 });
      expect(r.svg).not.toMatch(/NaN|Infinity/);
      expect(r.svg.length).toBeLessThan(MAX_SVG);
      expect(r.callouts.length).toBeLessThanOrEqual(CAPS.callouts);
      expect(renderWork.last).toBeLessThan(MAX_WORK);
    }
  });
});
