/**
 * Placement prints found, against hand labels of the print's kind (evaluation/print-kind-train.jsonl: 96 train photos
 * labelled `print`, each placement, all-over or unclear; evaluation/ground-colour-validation.jsonl on validation,
 * read once to report). Each photo goes through the analyzer's colour path (intake raster, the garment mask network,
 * garmentColours and its layout: ground.ts) and its print kind is compared with the label: placement recall and
 * precision, all-over prints given a placement box. With --sweep, the placement thresholds over a grid on the
 * figures each photo's placement test measured (ground.ts placementFigures), the chosen ones marked.
 *
 *   node --import tsx libs/garment-classifier/scripts/eval-print-kind.ts [labels.jsonl] [--root <dir>] [--sweep] [--list]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { garmentColours, intakeImage, segmentPhoto } from '../src/photo/index.js';
import {
  PLACEMENT_MAX_BAND,
  PLACEMENT_MAX_BOX,
  PLACEMENT_MIN_FILL,
  PLACEMENT_MIN_HELD,
  type PlacementFigures,
} from '../src/photo/ground.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const root = flag('--root') ?? resolve(HERE, '../../../../shared/datasets/clothing-small');
const labels = argv.find((a) => !a.startsWith('--')) ?? join(HERE, '../evaluation/print-kind-train.jsonl');

interface Case {
  file: string;
  label: 'placement' | 'other';
  found: string;
  figures?: PlacementFigures;
}
const model = await loadGarmentClassifier();
const cases: Case[] = [];
for (const r of readLabelledPhotos(labels)) {
  if (!['placement', 'all-over', 'check', 'stripe'].includes(r.printKind)) continue;
  const raw = (await intakeImage(readFileSync(join(root, r.file)))).analysis;
  const seg = segmentPhoto(raw, model.saliency ? await model.saliency(raw) : undefined);
  const layout = garmentColours(raw, seg).layout;
  cases.push({
    file: r.file,
    label: r.printKind === 'placement' ? 'placement' : 'other',
    found: layout?.print ?? 'none',
    figures: layout?.placementFigures,
  });
}

type Rule = { held: number; box: number; fill: number; band: number };
const CHOSEN: Rule = {
  held: PLACEMENT_MIN_HELD,
  box: PLACEMENT_MAX_BOX,
  fill: PLACEMENT_MIN_FILL,
  band: PLACEMENT_MAX_BAND,
};
const passes = (f: PlacementFigures | undefined, t: Rule) =>
  !!f && f.held >= t.held && f.box <= t.box && f.fill >= t.fill && f.band <= t.band;
function score(found: (c: Case) => boolean) {
  const pos = cases.filter((c) => c.label === 'placement');
  const tp = pos.filter(found).length;
  const fp = cases.filter((c) => c.label === 'other' && found(c)).length;
  return { tp, fp, pos: pos.length, neg: cases.length - pos.length };
}
const fmt = (s: ReturnType<typeof score>) =>
  `placement found ${s.tp} of ${s.pos} (recall ${(s.tp / Math.max(1, s.pos)).toFixed(3)}), ` +
  `other prints boxed ${s.fp} of ${s.neg} (precision ${(s.tp / Math.max(1, s.tp + s.fp)).toFixed(3)})`;

console.log(`${labels}: ${cases.length} photos`);
console.log(`analyzer: ${fmt(score((c) => c.found === 'placement'))}`);
if (argv.includes('--list'))
  for (const c of cases) {
    const f = c.figures;
    const fig = f
      ? `held ${f.held.toFixed(2)} box ${f.box.toFixed(2)} fill ${f.fill.toFixed(2)} band ${f.band.toFixed(3)}`
      : '-';
    console.log(`  ${c.label.padEnd(9)} ${c.found.padEnd(9)} ${fig}  ${c.file}`);
  }
if (argv.includes('--sweep')) {
  const rows: { t: Rule; s: ReturnType<typeof score> }[] = [];
  for (const held of [0.3, 0.4, 0.5, 0.6, 0.7])
    for (const box of [0.45, 0.55, 0.65])
      for (const fill of [0.1, 0.12, 0.15, 0.2, 0.3])
        for (const band of [0.04, 0.08, 0.12, 0.16, 0.2]) {
          const t = { held, box, fill, band };
          rows.push({ t, s: score((c) => passes(c.figures, t)) });
        }
  // best by recall at precision >= 0.9, then fewer false placements
  rows.sort((a, b) => b.s.tp - 2 * b.s.fp * 5 - (a.s.tp - 2 * a.s.fp * 5));
  for (const { t, s } of rows.slice(0, 15)) {
    const chosen = JSON.stringify(t) === JSON.stringify(CHOSEN) ? ' (chosen)' : '';
    console.log(`held ${t.held} box ${t.box} fill ${t.fill} band ${t.band}: ${fmt(s)}${chosen}`);
  }
  console.log(`chosen: ${fmt(score((c) => passes(c.figures, CHOSEN)))}`);
}
process.exit(0);
