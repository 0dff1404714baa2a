/**
 * The closer views of the labelled TRAIN photos (detail-crops.ts, texture-crops.ts), made as the service makes them at
 * run time: intake (web image and analysis raster) -> garment mask network -> the view's box on the photo -> cut from the
 * web image. Validation is never read. Reads `<attributes-train.jsonl> <clothing-small dir> <out-prefix>` from the
 * command line; writes <out-prefix>.json (the photos, in the labels' order, and each view's box) and
 * <out-prefix>_224.u8 (N x 224 x 224 x 3).
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { intakeImage, segmentPhoto, type GarmentMask, type RawRgb } from '../src/photo/index.js';
import { INPUT_SIZE, type GarmentBox } from '../src/preprocess.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

export async function writeLabelledViews(
  script: string,
  what: string,
  boxOf: (seg: GarmentMask, raster: RawRgb) => GarmentBox,
  decode: (web: Buffer, box: GarmentBox, size: number) => Promise<Uint8Array>,
): Promise<void> {
  const [labels, root, outPrefix] = process.argv.slice(2);
  if (!labels || !root || !outPrefix) {
    console.error(`usage: ${script} <attributes-train.jsonl> <clothing-small dir> <out-prefix>`);
    process.exit(2);
  }
  const files = readLabelledPhotos(labels).map((r) => r.file);
  const model = await loadGarmentClassifier();
  const fd = openSync(`${outPrefix}_${INPUT_SIZE}.u8`, 'w');
  const boxes: GarmentBox[] = [];
  const t0 = Date.now();
  for (const file of files) {
    const img = await intakeImage(readFileSync(join(root, file)));
    const seg = segmentPhoto(img.analysis, model.saliency ? await model.saliency(img.analysis) : undefined);
    const box = boxOf(seg, img.analysis);
    writeSync(fd, await decode(img.web, box, INPUT_SIZE));
    boxes.push(box);
    if (boxes.length % 200 === 0)
      console.log(`${boxes.length}/${files.length} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
  }
  closeSync(fd);
  writeFileSync(
    `${outPrefix}.json`,
    JSON.stringify({ size: INPUT_SIZE, files: files.map((f) => f.split('/').slice(1).join('/')), boxes }),
  );
  console.log(`wrote ${files.length} ${what} to ${outPrefix}_${INPUT_SIZE}.u8`);
}
