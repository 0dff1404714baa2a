/**
 * The detail views of the labelled TRAIN photos, made as the service makes them at run time (labelled-views.ts): the
 * garment's box (garment-mask.ts garmentBox) -> the top of the box cut from the web image (src/preprocess.ts
 * decodeDetailToRgb). Written for cache_features.py, outside the repo. Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/detail-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>
 *
 * Writes <out-prefix>.json (the photos, in the labels' order, and each garment box) and <out-prefix>_224.u8 (N x 224 x 224 x 3).
 */
import { garmentBox } from '../src/photo/index.js';
import { decodeDetailToRgb } from '../src/preprocess.js';
import { writeLabelledViews } from './labelled-views.js';

await writeLabelledViews('detail-crops.ts', 'detail views', garmentBox, decodeDetailToRgb);
