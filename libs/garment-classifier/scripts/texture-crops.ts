/**
 * The texture views of the labelled TRAIN photos, made as the service makes them at run time (labelled-views.ts): the
 * fabric square (texture-view.ts textureBox) -> cut from the web image (src/preprocess.ts decodeTextureToRgb). Written
 * for train_texture_heads.py, outside the repo. Validation is never read.
 *
 *   tsx libs/garment-classifier/scripts/texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <out-prefix>
 *
 * Writes <out-prefix>.json (the photos, in the labels' order, and each view's box) and <out-prefix>_224.u8
 * (N x 224 x 224 x 3).
 */
import { textureBox } from '../src/photo/index.js';
import { decodeTextureToRgb } from '../src/preprocess.js';
import { writeLabelledViews } from './labelled-views.js';

await writeLabelledViews('texture-crops.ts', 'texture views', textureBox, decodeTextureToRgb);
process.exit(0);
