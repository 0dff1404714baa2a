/**
 * EXPERIMENT (session 37, not part of train.sh or the shipped model): a texture view of each labelled TRAIN photo, the
 * fabric at about its own scale, for texture_view_experiment.py. Intake (web image and analysis raster) -> garment mask
 * network -> a square of 0.45 x the garment box's shorter side, at the one of 5 x 5 positions in the box where the mask
 * covers most of it -> cut from the 1200 px web image and resized to 224. Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>
 *
 * Writes <out-prefix>.json (the photos, in the labels' order, and each crop's region) and <out-prefix>_224.u8
 * (N x 224 x 224 x 3).
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
// eslint-disable-next-line @nx/enforce-module-boundaries -- experiment script: the service's own intake and garment mask
import { intakeImage } from '../../../services/upload-analysis/src/intake/image-intake.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- experiment script: the service's own intake and garment mask
import { garmentBox, segmentPhoto } from '../../../services/upload-analysis/src/analyzer/colour.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

const SIDE = 224;
const SHARE_OF_BOX = 0.45;
const POSITIONS = 5;

const [labels, root, outPrefix] = process.argv.slice(2);
if (!labels || !root || !outPrefix) {
  console.error('usage: texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>');
  process.exit(2);
}
const files = readLabelledPhotos(labels).map((r) => r.file);
const model = await loadGarmentClassifier();
const fd = openSync(`${outPrefix}_${SIDE}.u8`, 'w');
const regions: { left: number; top: number; width: number; height: number }[] = [];
for (const file of files) {
  const img = await intakeImage(readFileSync(join(root, file)));
  const raw = img.analysis;
  const seg = segmentPhoto(raw, model.saliency ? await model.saliency(raw) : undefined);
  const { mask } = seg;
  const W = raw.width;
  const H = raw.height;
  // the garment's box (as the detail view takes it), back in raster pixels, last row and column included
  const box = garmentBox(seg, raw);
  const [x0, y0, x1, y1] = [Math.round(box.x0 * W), Math.round(box.y0 * H), Math.round(box.x1 * W) - 1, Math.round(box.y1 * H) - 1];
  const side = Math.max(4, Math.round(SHARE_OF_BOX * Math.min(x1 - x0 + 1, y1 - y0 + 1)));
  // the position whose square holds the most garment pixels (ties: the one nearer the middle)
  let best = { score: -1, x: x0, y: y0 };
  for (let i = 0; i < POSITIONS; i++) {
    for (let j = 0; j < POSITIONS; j++) {
      const cx = Math.round(x0 + ((x1 - x0 + 1 - side) * j) / (POSITIONS - 1));
      const cy = Math.round(y0 + ((y1 - y0 + 1 - side) * i) / (POSITIONS - 1));
      let covered = 0;
      for (let y = cy; y < cy + side; y++) for (let x = cx; x < cx + side; x++) covered += mask[y * W + x] ?? 0;
      const score = covered - (Math.abs(i - 2) + Math.abs(j - 2)) * 1e-3;
      if (score > best.score) best = { score, x: cx, y: cy };
    }
  }
  const web = await sharp(img.web).metadata();
  const s = web.width! / W;
  const left = Math.max(0, Math.round(best.x * s));
  const top = Math.max(0, Math.round(best.y * s));
  const region = { left, top, width: Math.min(Math.round(side * s), web.width! - left), height: Math.min(Math.round(side * s), web.height! - top) };
  writeSync(fd, await sharp(img.web).extract(region).resize(SIDE, SIDE, { fit: 'fill', kernel: 'lanczos3' }).removeAlpha().raw().toBuffer());
  regions.push(region);
}
closeSync(fd);
writeFileSync(`${outPrefix}.json`, JSON.stringify({ size: SIDE, files, regions }));
console.log(`wrote ${files.length} texture views to ${outPrefix}_${SIDE}.u8`);
process.exit(0);
