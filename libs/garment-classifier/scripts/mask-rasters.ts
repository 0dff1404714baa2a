/**
 * The service's analysis rasters of the TRAIN photos (every class: the service masks every upload), for the garment
 * mask network's distillation (train_mask.py): the very intake the upload service runs (intakeImage: EXIF-rotated,
 * flattened on white, long edge 128). Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/mask-rasters.ts <split-dir> <out-prefix>
 *
 * Writes <out-prefix>.json ({ edge, items: [{ file, width, height }] }) and <out-prefix>.u8 (N x edge x edge x 3, each
 * raster at the top left, the rest 0).
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYSIS_EDGE, intakeImage } from '../src/photo/index.js';
import { splitPhotos } from './split-photos.js';

const [splitDir, outPrefix] = process.argv.slice(2);
if (!splitDir || !outPrefix) {
  console.error('usage: mask-rasters.ts <split-dir> <out-prefix>');
  process.exit(2);
}
const files = splitPhotos(splitDir).items.map((it) => it.file);
const fd = openSync(`${outPrefix}.u8`, 'w');
const items: { file: string; width: number; height: number }[] = [];
const t0 = Date.now();
for (const file of files) {
  const { analysis: r } = await intakeImage(readFileSync(join(splitDir, file)));
  const padded = new Uint8Array(ANALYSIS_EDGE * ANALYSIS_EDGE * 3);
  for (let y = 0; y < r.height; y++)
    padded.set(r.data.subarray(y * r.width * 3, (y + 1) * r.width * 3), y * ANALYSIS_EDGE * 3);
  writeSync(fd, padded);
  items.push({ file, width: r.width, height: r.height });
  if (items.length % 500 === 0)
    console.log(`${items.length}/${files.length} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}
closeSync(fd);
writeFileSync(`${outPrefix}.json`, JSON.stringify({ edge: ANALYSIS_EDGE, items }));
console.log(`wrote ${items.length} rasters`);
