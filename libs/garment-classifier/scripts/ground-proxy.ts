/**
 * The ground colour against a proxy on the labelled TRAIN photos (validation is never read): printed, striped, checked
 * and colour-block photos whose labelled main colour is one family ('the largest garment area', for these usually the
 * ground). For each, the family of the first colour listed largest first (before) and ground first (after), each
 * against the label, with the analyzer's own pipeline (intake raster -> garment mask network -> colour clusters ->
 * ground.ts). With --sweep, the ground's settings around the chosen ones, and how the print kinds split by label.
 *
 *   tsx libs/garment-classifier/scripts/ground-proxy.ts <attributes-train.jsonl> <clothing-small dir> [--sweep] [--list]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  colourLayout,
  deltaE2000,
  garmentColours,
  groundFirst,
  hexToLab,
  intakeImage,
  labelPixels,
  segmentPhoto,
  type Lab,
} from '../src/photo/index.js';
import { GROUND_SHADE_DELTA_E } from '../src/photo/garment-layout.js';
import {
  GROUND_MIN_SHARE,
  GROUND_TOUCH_TIE,
  OUTLINE_BAND_PX,
  OUTLINE_INSET_PX,
  OUTLINE_TOP_SKIP,
} from '../src/photo/ground.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

// each family's typical colours: a measured colour is of the family of its nearest (CIEDE2000)
const FAMILIES: Record<string, string[]> = {
  black: ['#141414', '#2A2A2C'],
  white: ['#F5F5F3', '#E6E6E4'],
  grey: ['#8A8D8F', '#B5B5B5', '#5A5C5E'],
  navy: ['#1F2A44', '#26314F'],
  blue: ['#2F5DA8', '#3A6FC4', '#4A6A9A'],
  'light-blue': ['#9BB7D4', '#B7D0EA'],
  green: ['#2E7D32', '#4F9A5A', '#1F4D2B'],
  'olive-khaki': ['#6B6B3A', '#8A8456', '#A39B72'],
  yellow: ['#F2D04B', '#E8C547'],
  orange: ['#E8762C', '#F08A4B'],
  red: ['#C8102E', '#B22234'],
  burgundy: ['#6D1A2B', '#5A1A28'],
  pink: ['#F4A7B9', '#E0559A', '#F7C6D3'],
  purple: ['#6A3D9A', '#8E6BB5'],
  brown: ['#6B4A2E', '#7B5335'],
  'beige-camel': ['#D8C3A0', '#C19A6B'],
  'cream-ivory': ['#F3EBD8', '#EFE6CF'],
};
const REFS = Object.entries(FAMILIES).flatMap(([f, hs]) => hs.map((h) => ({ f, lab: hexToLab(h) })));
const familyOf = (lab: Lab) =>
  REFS.reduce((b, r) => (deltaE2000(r.lab, lab) < deltaE2000(b.lab, lab) ? r : b)).f;

const [labels, root] = process.argv.slice(2);
const sweep = process.argv.includes('--sweep');
const rows = readLabelledPhotos(labels).filter(
  (r) =>
    ['print', 'stripe', 'check', 'colour-block'].includes(r.pattern) &&
    r.main_colour !== 'multicolour' &&
    r.main_colour !== 'unclear',
);
const model = await loadGarmentClassifier();
type Case = {
  family: string;
  pattern: string;
  before: string;
  after: string;
  print: string;
  input?: Parameters<typeof colourLayout>[0];
  labs: Lab[];
};
const cases: Case[] = [];
for (const r of rows) {
  const raw = (await intakeImage(readFileSync(join(root, r.file)))).analysis;
  const seg = segmentPhoto(raw, model.saliency ? await model.saliency(raw) : undefined);
  const c = garmentColours(raw, seg);
  const all = [...c.colours, ...(c.accents ?? [])];
  if (all.length === 0) continue;
  const labs = all.map((x) => x.lab);
  const { width: W, height: H } = raw;
  // the measured pixels, as garmentColours takes them (the background-margin filter left out)
  const idx: number[] = [];
  for (let i = W; i < W * H - W; i++)
    if (seg.mask[i] && seg.mask[i - 1] && seg.mask[i + 1] && seg.mask[i - W] && seg.mask[i + W]) idx.push(i);
  const after = groundFirst(all, c.layout)[0];
  if (process.argv.includes('--list') && after !== all[0])
    console.log(
      `${r.file} ${r.pattern} label ${r.main_colour}: largest ${familyOf(all[0].lab)} ${all[0].share}, ground ${familyOf(after.lab)} ${after.share}; ${c.layout?.print} touch ${c.layout?.touch.join(' ')}`,
    );
  cases.push({
    family: r.main_colour,
    pattern: r.pattern,
    before: familyOf(all[0].lab),
    after: familyOf(after.lab),
    print: c.layout?.print ?? 'none',
    labs,
    ...(sweep
      ? {
          input: {
            width: W,
            height: H,
            mask: seg.mask,
            label: labelPixels(idx, seg.lab, W * H, labs),
            colours: labs.length,
            shadeOf: (a: number, b: number) => deltaE2000(labs[a], labs[b], 2) < GROUND_SHADE_DELTA_E,
          },
        }
      : {}),
  });
}
const rate = (f: (c: Case) => boolean) => (cases.filter(f).length / cases.length).toFixed(3);
console.log(`photos: ${cases.length} (train, patterned, one main colour family)`);
console.log(`first colour's family = label: before (largest first) ${rate((c) => c.before === c.family)}`);
console.log(`first colour's family = label: after (ground first)   ${rate((c) => c.after === c.family)}`);
for (const p of ['print', 'stripe', 'check', 'colour-block']) {
  const of = cases.filter((c) => c.pattern === p);
  const kinds = ['placement', 'all-over', 'panel', 'none'].map(
    (k) => `${k} ${of.filter((c) => c.print === k).length}`,
  );
  const after = of.filter((c) => c.after === c.family).length;
  const before = of.filter((c) => c.before === c.family).length;
  console.log(`  ${p} (${of.length}): before ${before} after ${after}; print kinds: ${kinds.join(', ')}`);
}
if (sweep) {
  for (const insetPx of [0, 2, 4])
    for (const bandPx of [2, 3, 5])
      for (const topSkip of [0, 0.15, 0.3])
        for (const tie of [0, 0.03, 0.08])
          for (const minShare of [0.1, 0.15, 0.2, 0.25, 0.3]) {
            const right = cases.filter((c) => {
              const l = c.input && colourLayout(c.input, { insetPx, bandPx, topSkip, tie, minShare });
              return l && familyOf(c.labs[l.ground]) === c.family;
            }).length;
            const chosen =
              insetPx === OUTLINE_INSET_PX &&
              bandPx === OUTLINE_BAND_PX &&
              topSkip === OUTLINE_TOP_SKIP &&
              tie === GROUND_TOUCH_TIE &&
              minShare === GROUND_MIN_SHARE
                ? ' (chosen)'
                : '';
            console.log(
              `inset ${insetPx} band ${bandPx} top ${topSkip} tie ${tie} min share ${minShare}: ${(right / cases.length).toFixed(3)}${chosen}`,
            );
          }
}
process.exit(0);
