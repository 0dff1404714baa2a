import { boundsOf, type Box, type Pt } from './geometry';
import { buildBottom, buildTop, type Built } from './garments';
import {
  garmentKindOf,
  isBottom,
  measurementsAt,
  resolveFeatures,
  type Features,
  type FlatInput,
  type FlatView,
  type GarmentKind,
} from './input';
import { INK, LOGO, Sketch, type Item } from './sketch';
import { toSvg, type FlatPrim } from './flat-svg';
import { CAPS, clampCm, clampOffset, clip, withBudget } from './bounds';
import { itemsToPrims, logoBoxItems, r1 } from './render-prims';
import { drawCallouts, placeCallouts, type CalloutCm, type FlatCallout } from './render-callouts';

// Turns the centimetre drawing into one neutral list of primitives (px, one scale for the whole view) and an SVG string.
// The PDF draws the same primitives with @react-pdf/renderer's <Svg> elements; the studio shows the SVG.
// The primitives and their SVG string are in ./flat-svg.ts, where a POM row's line goes in ./pom-alias.ts; the items
// become primitives in ./render-prims.ts, the dimension lines and their code tags are placed in ./render-callouts.ts.
export { toSvg, type FlatPrim };
export type { FlatCallout };

export interface FlatOptions {
  /** px per cm (default 4) */
  scale?: number;
  /** 'all': nested outlines of every graded size under the sample size's drawing */
  sizes?: 'base' | 'all';
  /** dimension lines with POM codes (default true) */
  callouts?: boolean;
  /** draw the logo box (default true) */
  logo?: boolean;
  /** 'FRONT' / 'BACK' caption in the corner (default true) */
  caption?: boolean;
  /**
   * Time budget (ms): a render still drawing after it stops with a FlatBudgetError (./bounds.ts), so that a caller on a
   * shared thread is never held longer. Default: none (the engine is bounded by construction; this is a backstop).
   */
  budgetMs?: number;
  /** The clock the budget is measured on (ms; default performance.now): for tests. */
  now?: () => number;
}

export interface FlatResult {
  view: FlatView;
  kind: GarmentKind;
  features: Features;
  width: number;
  height: number;
  /** px per cm */
  scale: number;
  prims: FlatPrim[];
  callouts: FlatCallout[];
  /** px box of the garment itself (without callouts) */
  garment: { x: number; y: number; width: number; height: number };
  svg: string;
}

const sleeveStated = (f: FlatInput['features']) => {
  const v = f?.sleeve;
  const value = typeof v === 'string' ? v : v?.value;
  return !!value && value !== 'unclear' && value !== 'n/a';
};

export function renderFlat(input: FlatInput, view: FlatView, opts: FlatOptions = {}): FlatResult {
  return withBudget(opts.budgetMs, opts.now, () => draw(input, view, opts));
}

function draw(input: FlatInput, view: FlatView, opts: FlatOptions): FlatResult {
  const kind = garmentKindOf(input.garmentType || 't-shirt');
  const baseSize = input.baseSize ?? 'M';
  const m = measurementsAt(input, baseSize);
  const features = resolveFeatures(kind, input.features, input.pattern, m);
  // a vest or gilet is a jacket without sleeves, unless the pack says otherwise
  if (/\b(vest|gilet)\b/i.test(input.garmentType ?? '') && !sleeveStated(input.features))
    features.sleeve = 'sleeveless';
  const build = isBottom(kind) ? buildBottom : buildTop;
  const scale =
    opts.scale !== undefined && Number.isFinite(opts.scale) && opts.scale > 0 ? Math.min(opts.scale, 40) : 4;
  const rows = (input.rows ?? []).slice(0, CAPS.callouts);

  // other sizes first (underneath), only their outlines
  const overlay: Item[] = [];
  const sizes =
    opts.sizes === 'all' ? (input.sizes ?? []).filter((s) => s !== baseSize).slice(0, CAPS.overlaySizes) : [];
  if (sizes.length && rows.length) {
    for (const size of sizes) {
      const sk = new Sketch();
      build({ sk, m: measurementsAt(input, size), f: features, kind, view, outlineOnly: true });
      for (const p of sk.panels)
        overlay.push({ kind: 'poly', pts: p, closed: true, style: 'overlay', role: `overlay-${size}` });
    }
  }

  const sk = new Sketch();
  const built: Built = build({ sk, m, f: features, kind, view, outlineOnly: false });
  // where the other view can show a POM too (back pockets, a zip at the back): built once, drawn nowhere
  const otherView: FlatView = view === 'front' ? 'back' : 'front';
  const other =
    opts.callouts === false || !rows.length
      ? undefined
      : build({ sk: new Sketch(), m, f: features, kind, view: otherView, outlineOnly: false });
  // the graded outlines over the drawing (thin grey lines), so the smaller sizes show inside it too
  const items: Item[] = [...sk.items, ...overlay];

  // logo / artwork at its real position and size
  const b = input.branding;
  if (opts.logo !== false && b && b.logoPosition) {
    const w = clampCm(b.logoWidth ?? NaN) ?? 8;
    const h = clampCm(b.logoHeight ?? NaN) ?? 6;
    const at = built.logo(
      b.logoPosition,
      w,
      h,
      clampOffset(b.logoFromTop, 0),
      clampOffset(b.logoFromLeft, 0),
    );
    if (at) items.push(...logoBoxItems(at, w, h));
  }

  // garment bounds (cm)
  const gb: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const it of items) {
    if (it.kind === 'poly') boundsOf(it.pts, gb);
    else
      boundsOf(
        [
          [it.c[0] - it.r, it.c[1] - it.r],
          [it.c[0] + it.r, it.c[1] + it.r],
        ],
        gb,
      );
  }

  // callouts (cm): rows whose home is this view
  const cs: CalloutCm[] =
    opts.callouts !== false
      ? placeCallouts(rows, { view, spots: built.spots, otherSpots: other?.spots, baseSize, gb, scale })
      : [];

  // bounds of everything (cm), then px
  const all: Box = { ...gb };
  for (const c of cs) boundsOf([c.a, c.b], all);
  const margin = 22; // px: room for code tags and end ticks
  const ox = -all.minX * scale + margin;
  const oy = -all.minY * scale + margin + (opts.caption === false ? 0 : 8);
  const P = (p: Pt): Pt => [p[0] * scale + ox, p[1] * scale + oy];
  const size = {
    width: (all.maxX - all.minX) * scale + margin * 2,
    height: (all.maxY - all.minY) * scale + margin * 2 + (opts.caption === false ? 0 : 8),
  };

  const prims: FlatPrim[] = itemsToPrims(items, P, scale);

  // dimension lines, end ticks, code tags
  const drawn = drawCallouts(prims, cs, P, size);
  const callouts = drawn.callouts;
  let { width, height } = drawn;

  if (opts.caption !== false) {
    prims.push({
      type: 'text',
      x: 4,
      y: 10,
      text: view === 'front' ? 'FRONT' : 'BACK',
      size: 7,
      anchor: 'start',
      fill: INK,
      bold: true,
      role: 'caption',
    });
    if (sizes.length)
      prims.push({
        type: 'text',
        x: width - 4,
        y: 10,
        text: `${baseSize} drawn; ${sizes.join(' ')} outlines`,
        size: 5.5,
        anchor: 'end',
        fill: '#7C8A9E',
        role: 'caption',
      });
  }
  const [gx, gy] = P([gb.minX, gb.minY]);
  const garment = {
    x: r1(gx),
    y: r1(gy),
    width: r1((gb.maxX - gb.minX) * scale),
    height: r1((gb.maxY - gb.minY) * scale),
  };
  width = Math.ceil(width);
  height = Math.ceil(height);
  const label = `${view === 'front' ? 'Front' : 'Back'} flat: ${clip(String(input.garmentType ?? ''), CAPS.name)}`;
  return {
    view,
    kind,
    features,
    width,
    height,
    scale,
    prims,
    callouts,
    garment,
    svg: toSvg(prims, width, height, label),
  };
}

export { LOGO };
