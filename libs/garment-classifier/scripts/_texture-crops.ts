import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { intakeImage } from '../../../services/upload-analysis/src/intake/image-intake.js';
import { segmentPhoto } from '../../../services/upload-analysis/src/analyzer/colour.js';
import { loadGarmentClassifier } from '../src/index.js';
const [labels, root, outPrefix, fracArg] = process.argv.slice(2);
const FRAC = Number(fracArg ?? 0.45);
const files = readFileSync(labels, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { file: string }).file);
const model = await loadGarmentClassifier();
const fd = openSync(`${outPrefix}_224.u8`, 'w');
const meta: unknown[] = [];
for (const file of files) {
  const img = await intakeImage(readFileSync(join(root, file)));
  const raw = img.analysis;
  const seg = segmentPhoto(raw, model.saliency ? await model.saliency(raw) : undefined);
  const W = raw.width, H = raw.height;
  // garment box on the raster
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (seg.mask[y * W + x]) { x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y); }
  if (x1 < 0) { x0 = 0; y0 = 0; x1 = W - 1; y1 = H - 1; }
  const side = Math.max(4, Math.round(FRAC * Math.min(x1 - x0 + 1, y1 - y0 + 1)));
  // among 5x5 positions in the box, the square with the most garment pixels
  let best = { cov: -1, x: x0, y: y0 };
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) {
    const cx = Math.round(x0 + ((x1 - x0 + 1 - side) * j) / 4), cy = Math.round(y0 + ((y1 - y0 + 1 - side) * i) / 4);
    let cov = 0;
    for (let y = cy; y < cy + side; y++) for (let x = cx; x < cx + side; x++) cov += seg.mask[y * W + x] ?? 0;
    // prefer the middle on ties
    cov -= (Math.abs(i - 2) + Math.abs(j - 2)) * 1e-3;
    if (cov > best.cov) best = { cov, x: cx, y: cy };
  }
  const webMeta = await sharp(img.web).metadata();
  const s = webMeta.width! / W;
  const region = { left: Math.max(0, Math.round(best.x * s)), top: Math.max(0, Math.round(best.y * s)), width: Math.round(side * s), height: Math.round(side * s) };
  region.width = Math.min(region.width, webMeta.width! - region.left); region.height = Math.min(region.height, webMeta.height! - region.top);
  const out = await sharp(img.web).extract(region).resize(224, 224, { fit: 'fill', kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
  writeSync(fd, out);
  meta.push({ file, region, coverage: best.cov / (side * side) });
}
closeSync(fd);
writeFileSync(`${outPrefix}.json`, JSON.stringify(meta));
console.log('done', files.length);
