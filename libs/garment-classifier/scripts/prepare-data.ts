/**
 * Decode an ImageFolder split (class sub-folders) with the runtime's own sharp pipeline and
 * write raw uint8 pixel arrays for the Python trainer. Images are never copied into the repo:
 * the output goes to a cache directory outside it.
 *
 *   tsx libs/garment-classifier/scripts/prepare-data.ts <split-dir> <out-prefix>
 *
 * Writes <out-prefix>.json (file list + labels), <out-prefix>_<S>.u8 (N x S x S x 3, the exact runtime input; S =
 * GARMENT_INPUT, 224 unless set, as effnet_lite.py reads it) and <out-prefix>_<9S/7>.u8 (288 for 224: for crop augmentation).
 */
import { readFileSync, writeFileSync, openSync, writeSync, closeSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { decodeToRgb } from '../src/preprocess.js';
import { splitPhotos } from './split-photos.js';

const [splitDir, outPrefix] = process.argv.slice(2);
if (!splitDir || !outPrefix) {
  console.error('usage: prepare-data.ts <split-dir> <out-prefix>');
  process.exit(2);
}
mkdirSync(dirname(outPrefix), { recursive: true });
const { classes, items } = splitPhotos(splitDir);
const input = Number(process.env.GARMENT_INPUT ?? 224);
const sizes = [input, Math.round((input * 9) / 7)];
const fds = sizes.map((s) => openSync(`${outPrefix}_${s}.u8`, 'w'));
const t0 = Date.now();
let i = 0;
for (const it of items) {
  const buf = readFileSync(join(splitDir, it.file));
  for (let k = 0; k < sizes.length; k++) writeSync(fds[k], await decodeToRgb(buf, sizes[k]));
  if (++i % 500 === 0) console.log(`${i}/${items.length} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}
fds.forEach((fd) => closeSync(fd));
writeFileSync(`${outPrefix}.json`, JSON.stringify({ classes, sizes, items }, null, 0));
console.log(`wrote ${items.length} images to ${outPrefix}_*`);
