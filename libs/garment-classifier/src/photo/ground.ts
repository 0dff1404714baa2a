// A multicolour garment's layout on the raster: which colour is the ground (the fabric the garment is made of) and how
// its other colours lie on it: a placement print (one compact motif), an all-over print, stripe or check (interleaved
// with the ground, with its repeat where the alternation is regular) or a panel or trim (neither).
//
// The ground is the colour that covers the garment's structure: the colour whose connected regions touch most of the
// garment's outline band (hems, sleeve ends, sides; the top of the garment, a collar's or a waistband's place, left
// out), ties broken by the larger connected region; not the largest or the darkest cluster. A chest print never
// reaches the hems; a stripe's or a check's ground runs out to them. Every region of a colour counts, not its largest
// alone: a check's lines form one connected grid that reaches the whole outline, its ground squares many regions.
//
// Thresholds were chosen on the train photos only (scripts/ground-proxy.ts: printed, striped, checked and colour-block
// photos whose labelled main colour is one family, a proxy for the ground) and on the fixture rasters of ground.spec.ts;
// the placement test's on 96 train photos labelled by print kind (evaluation/print-kind-train.jsonl, swept by
// scripts/eval-print-kind.ts --sweep: 7 -> 14 of 37 placement prints found, none of 51 all-over prints boxed).

import { alternation, bodySpan, maskBox, outlineBand, regionsOf } from './ground-regions';

/**
 * The outline band: the mask pixels OUTLINE_INSET_PX to OUTLINE_INSET_PX + OUTLINE_BAND_PX steps (4-connected) in from
 * the background, on the 128 px raster; the inset leaves out the outline's blend with the background (a red sheet's
 * halo round a grey tee).
 */
export const OUTLINE_INSET_PX = 2;
export const OUTLINE_BAND_PX = 3;
/** The top of the garment's box left out of the band: a collar, a neckline, a waistband or a hanger is not the ground. */
export const OUTLINE_TOP_SKIP = 0.15;
/** Touches within this share of the band are a tie, which the larger connected area breaks. */
export const GROUND_TOUCH_TIE = 0.08;
/** The ground covers at least this share of the measured pixels itself: a hem's trim or a rim of bed sheet is no ground. */
export const GROUND_MIN_SHARE = 0.25;
/** Other colours under this share of the measured pixels make no print (noise, a seam's shadow). */
export const PRINT_MIN_SHARE = 0.03;
/** A print region counts from this share of the print's pixels (specks and a print's thin outlines left out). */
export const PRINT_PART_SHARE = 0.03;
/** Placement: its few largest regions (at most PLACEMENT_MAX_PARTS) hold this share of the print's pixels, ... */
export const PLACEMENT_MAX_PARTS = 3;
export const PLACEMENT_MIN_HELD = 0.5;
/** ... their box covers at most this share of the garment's box, ... */
export const PLACEMENT_MAX_BOX = 0.55;
/** ... the print fills at least this share of the garment within that box (a motif leaves ground between strokes), ... */
export const PLACEMENT_MIN_FILL = 0.12;
/** ... and at most this share of its pixels lies on the outline band (a motif sits well inside the garment). */
export const PLACEMENT_MAX_BAND = 0.12;
/** Interleaved: at least this many ground / print changes a row (or a column), on average over the garment. */
export const INTERLEAVED_MIN_CHANGES = 3;
/** A repeat is given where the periods (a ground run and the print run after it) vary at most this much (sd / mean). */
export const REPEAT_MAX_SPREAD = 0.45;

/** The ground's settings (the constants above), for the train script that chose them. */
export interface GroundSettings {
  insetPx: number;
  bandPx: number;
  topSkip: number;
  tie: number;
  minShare: number;
}
const GROUND_SETTINGS: GroundSettings = {
  insetPx: OUTLINE_INSET_PX,
  bandPx: OUTLINE_BAND_PX,
  topSkip: OUTLINE_TOP_SKIP,
  tie: GROUND_TOUCH_TIE,
  minShare: GROUND_MIN_SHARE,
};

export type ColourRole = 'ground' | 'shade' | 'placement' | 'all-over' | 'panel';
export type PrintKind = 'placement' | 'all-over' | 'panel' | 'none';

export interface LayoutInput {
  width: number;
  height: number;
  mask: Uint8Array; // 1 = garment
  label: Int16Array; // per pixel: the index of its colour, -1 where it was not measured
  colours: number;
  // colour i is a lighter or darker shade of colour j (one fabric in light and shadow)
  shadeOf?: (i: number, j: number) => boolean;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ColourLayout {
  ground: number; // index of the ground colour
  roles: ColourRole[]; // per colour
  touch: number[]; // per colour (with its shades, on the first of them): the share of the outline band it touches
  print: PrintKind;
  // a placement print's box: as fractions of the garment's box, and in body widths (the garment's width across its
  // body, below the arms: the pack scales them by its flat chest or hip width)
  placement?: { box: Box; body: { width: number; height: number; fromTop: number; fromCentre: number } };
  repeat?: number; // an interleaved print's repeat, in body widths, where measurable
  placementFigures?: PlacementFigures; // what the placement test measured (evaluation scripts read it)
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The garment's ground colour and how its other colours lie on it; undefined where nothing was measured. */
export function colourLayout(input: LayoutInput, settings = GROUND_SETTINGS): ColourLayout | undefined {
  const { width: W, height: H, mask, label, colours: K } = input;
  const box = maskBox(mask, W, H);
  if (!box || K === 0) return undefined;
  const band = outlineBand(mask, W, H, box, settings.insetPx, settings.bandPx, settings.topSkip);
  // one fabric in light and shadow is one colour here: each colour joins the first (larger) colour it is a shade of
  const fabric = Array.from({ length: K }, (_, k) => k);
  for (let k = 1; k < K; k++) {
    const into = fabric.slice(0, k).findIndex((f, j) => f === j && input.shadeOf?.(k, j));
    if (into >= 0) fabric[k] = into;
  }
  const regions = regionsOf(W, H, (i) => (label[i] < 0 ? -1 : fabric[label[i]]), band);
  const largest: (typeof regions)[number][] = [];
  const onBand = new Array<number>(K).fill(0);
  for (const r of regions) {
    if (!largest[r.key] || r.size > largest[r.key].size) largest[r.key] = r;
    onBand[r.key] += r.band;
  }
  let bandTotal = 0;
  let measured = 0;
  const own = new Array<number>(K).fill(0);
  for (let i = 0; i < W * H; i++) {
    if (label[i] < 0) continue;
    measured++;
    own[label[i]]++;
    if (band[i]) bandTotal++;
  }
  const touch = onBand.map((n) => n / Math.max(1, bandTotal));
  let ground = -1;
  for (let k = 0; k < K; k++) {
    if (!largest[k] || own[k] < measured * settings.minShare) continue;
    if (ground < 0) ground = k;
    else if (touch[k] > touch[ground] + settings.tie) ground = k;
    else if (touch[k] >= touch[ground] - settings.tie && largest[k].size > largest[ground].size) ground = k;
  }
  // no colour covers the share: the largest is the ground
  if (ground < 0)
    for (let k = 0; k < K; k++) if (largest[k] && (ground < 0 || own[k] > own[ground])) ground = k;
  if (ground < 0) return undefined;
  const roles: ColourRole[] = Array.from({ length: K }, (_, k) =>
    k === ground ? 'ground' : fabric[k] === ground ? 'shade' : 'panel',
  );
  const isPrint = (i: number) => label[i] >= 0 && roles[label[i]] === 'panel';
  const layout: ColourLayout = { ground, roles, touch: touch.map(round3), print: 'none' };
  let printed = 0;
  for (let i = 0; i < W * H; i++) if (isPrint(i)) printed++;
  if (printed < measured * PRINT_MIN_SHARE) return layout;
  const body = bodySpan(mask, W, box);
  // placement: one or a few compact regions well inside the garment
  const p = placementFigures(input, box, band, isPrint, printed);
  if (p) layout.placementFigures = p;
  if (p && isPlacement(p)) {
    const { u } = p;
    const gw = box.x1 - box.x0 + 1;
    const gh = box.y1 - box.y0 + 1;
    const inParts = new Uint32Array(K);
    const all = new Uint32Array(K);
    for (let y = u.y0; y <= u.y1; y++)
      for (let x = u.x0; x <= u.x1; x++) if (isPrint(y * W + x)) inParts[label[y * W + x]]++;
    for (let i = 0; i < W * H; i++) if (isPrint(i)) all[label[i]]++;
    for (let k = 0; k < K; k++) if (roles[k] === 'panel' && inParts[k] * 2 >= all[k]) roles[k] = 'placement';
    layout.print = 'placement';
    layout.placement = {
      box: {
        left: round3((u.x0 - box.x0) / gw),
        top: round3((u.y0 - box.y0) / gh),
        width: round3((u.x1 - u.x0 + 1) / gw),
        height: round3((u.y1 - u.y0 + 1) / gh),
      },
      body: {
        width: round3((u.x1 - u.x0 + 1) / body.width),
        height: round3((u.y1 - u.y0 + 1) / body.width),
        fromTop: round3((u.y0 - box.y0) / body.width),
        fromCentre: round3(((u.x0 + u.x1 + 1) / 2 - body.centre) / body.width),
      },
    };
    return layout;
  }
  // interleaved: the print alternates with the ground along the rows or the columns
  const rows = alternation(W, H, mask, label, isPrint, 'rows');
  const cols = alternation(W, H, mask, label, isPrint, 'columns');
  const best = rows.changes >= cols.changes ? rows : cols;
  if (best.changes < INTERLEAVED_MIN_CHANGES) {
    layout.print = 'panel';
    return layout;
  }
  for (let k = 0; k < K; k++) if (roles[k] === 'panel') roles[k] = 'all-over';
  layout.print = 'all-over';
  if (best.period > 0 && best.spread <= REPEAT_MAX_SPREAD) layout.repeat = round3(best.period / body.width);
  return layout;
}

/** What decides a placement print: the share of the print its largest parts hold, their box, fill and band. */
export interface PlacementFigures {
  u: { x0: number; y0: number; x1: number; y1: number }; // the parts' box
  held: number; // share of the print's pixels in its PLACEMENT_MAX_PARTS largest parts
  box: number; // the parts' box as a share of the garment's box
  fill: number; // print pixels in that box, as a share of its garment pixels
  band: number; // share of the parts' pixels on the outline band
}

export const isPlacement = (p: PlacementFigures): boolean =>
  p.held >= PLACEMENT_MIN_HELD &&
  p.box <= PLACEMENT_MAX_BOX &&
  p.fill >= PLACEMENT_MIN_FILL &&
  p.band <= PLACEMENT_MAX_BAND;

export function placementFigures(
  input: Pick<LayoutInput, 'width' | 'height' | 'mask'>,
  box: { x0: number; y0: number; x1: number; y1: number },
  band: Uint8Array,
  isPrint: (i: number) => boolean,
  printed: number,
): PlacementFigures | undefined {
  const { width: W, height: H, mask } = input;
  const parts = regionsOf(W, H, (i) => (isPrint(i) ? 1 : -1), band)
    .filter((r) => r.size >= printed * PRINT_PART_SHARE)
    .sort((a, b) => b.size - a.size)
    .slice(0, PLACEMENT_MAX_PARTS);
  if (parts.length === 0) return undefined;
  const held = parts.reduce((s, r) => s + r.size, 0);
  const u = {
    x0: Math.min(...parts.map((r) => r.x0)),
    y0: Math.min(...parts.map((r) => r.y0)),
    x1: Math.max(...parts.map((r) => r.x1)),
    y1: Math.max(...parts.map((r) => r.y1)),
  };
  let inBox = 0;
  let printInBox = 0;
  for (let y = u.y0; y <= u.y1; y++) {
    for (let x = u.x0; x <= u.x1; x++) {
      if (!mask[y * W + x]) continue;
      inBox++;
      if (isPrint(y * W + x)) printInBox++;
    }
  }
  const boxArea = (u.x1 - u.x0 + 1) * (u.y1 - u.y0 + 1);
  const garmentArea = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
  return {
    u,
    held: held / Math.max(1, printed),
    box: boxArea / garmentArea,
    fill: printInBox / Math.max(1, inBox),
    band: parts.reduce((s, r) => s + r.band, 0) / Math.max(1, held),
  };
}
