/**
 * The texture views of the labelled TRAIN photos, made as the service makes them at run time: intake (web image and
 * analysis raster) -> garment mask network -> the fabric square (garment-mask.ts textureBox) -> cut from the web image
 * (src/preprocess.ts decodeTextureToRgb). Written for train_texture_heads.py, outside the repo. Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>
 *
 * Writes <out-prefix>.json (the photos, in the labels' order, and each view's box) and <out-prefix>_224.u8
 * (N x 224 x 224 x 3).
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build script: the service's own intake and garment mask
import { intakeImage } from '../../../services/upload-analysis/src/intake/image-intake.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build script: the service's own intake and garment mask
import { segmentPhoto, textureBox } from '../../../services/upload-analysis/src/analyzer/colour.js';
import { decodeTextureToRgb, INPUT_SIZE } from '../src/preprocess.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

const [labels, root, outPrefix] = process.argv.slice(2);
if (!labels || !root || !outPrefix) {
  console.error('usage: texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>');
  process.exit(2);
}
const files = readLabelledPhotos(labels).map((r) => r.file);
const model = await loadGarmentClassifier();
const fd = openSync(`${outPrefix}_${INPUT_SIZE}.u8`, 'w');
const boxes: unknown[] = [];
const t0 = Date.now();
for (const file of files) {
  const img = await intakeImage(readFileSync(join(root, file)));
  const seg = segmentPhoto(img.analysis, model.saliency ? await model.saliency(img.analysis) : undefined);
  const box = textureBox(seg, img.analysis);
  writeSync(fd, await decodeTextureToRgb(img.web, box, INPUT_SIZE));
  boxes.push(box);
  if (boxes.length % 200 === 0)
    console.log(`${boxes.length}/${files.length} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}
closeSync(fd);
writeFileSync(
  `${outPrefix}.json`,
  JSON.stringify({ size: INPUT_SIZE, files: files.map((f) => f.split('/').slice(1).join('/')), boxes }),
);
console.log(`wrote ${files.length} texture views to ${outPrefix}_${INPUT_SIZE}.u8`);
process.exit(0);
