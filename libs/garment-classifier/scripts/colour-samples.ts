/**
 * Measure the garment colours of the labelled TRAIN photos with the analyzer's own pipeline (intake raster ->
 * garment mask network (model/garment-mask.onnx, as the service runs it) -> colour clusters) and write them with their labels, for the main-colour family
 * model (train_colour.py: the features the runtime computes, colour-family.ts familyFeatures). Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/colour-samples.ts <attributes-train.jsonl> <clothing-small dir> <out.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { garmentColours, intakeImage, segmentPhoto } from '../src/photo/index.js';
import { loadGarmentClassifier } from '../src/index.js';
import { readLabelledPhotos } from './labelled-photos.js';

const [labels, root, out] = process.argv.slice(2);
const rows = readLabelledPhotos(labels);
const model = await loadGarmentClassifier();
const samples: unknown[] = [];
const t0 = Date.now();
for (const r of rows) {
  const img = await intakeImage(readFileSync(join(root, r.file)));
  const raw = img.analysis;
  const seg = segmentPhoto(raw, model.saliency ? await model.saliency(raw) : undefined);
  const c = garmentColours(raw, seg);
  samples.push({
    file: r.file,
    main_colour: r.main_colour,
    pattern: r.pattern,
    segmented: c.segmented,
    colours: c.colours.map((x) => ({ lab: x.lab.map((v) => Math.round(v * 10) / 10), share: x.share })),
    features: c.familyFeatures,
  });
  if (samples.length % 200 === 0)
    console.log(`${samples.length}/${rows.length} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}
writeFileSync(out, JSON.stringify(samples));
console.log(`wrote ${samples.length} samples to ${out}`);
