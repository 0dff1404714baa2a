/**
 * @jest-environment ./libs/garment-classifier/src/native-arrays.jest-env.cjs
 */
import { performance } from 'node:perf_hooks';
import { describe, it, expect, beforeAll } from '@jest/globals';
import sharp from 'sharp';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  decodeDetailToRgb,
  decodeTextureToRgb,
  detailRegion,
  loadGarmentClassifier,
  middleTextureBox,
  startGarmentClassifierThread,
  textureRegion,
  type GarmentClassifier,
} from './index.js';

/** Repo root: the nearest ancestor of the working directory whose package.json declares workspaces. */
function repoRoot(): string {
  let d = process.cwd();
  for (;;) {
    const p = join(d, 'package.json');
    if (existsSync(p) && 'workspaces' in JSON.parse(readFileSync(p, 'utf8'))) return d;
    const up = dirname(d);
    if (up === d) return process.cwd();
    d = up;
  }
}

/** The shipped model's JSON (what the chain wrote beside the ONNX file), typed as each test reads it. */
const readModelMeta = <T>() =>
  JSON.parse(
    readFileSync(resolve(repoRoot(), 'libs/garment-classifier/model/garment-classifier.json'), 'utf8'),
  ) as T;

const VALIDATION = resolve(repoRoot(), '../shared/datasets/clothing-small/validation');
const haveData = existsSync(VALIDATION);
if (!haveData) {
  console.warn(`garment-classifier spec: ${VALIDATION} not found, skipping the image tests`);
}
const describeData = haveData ? describe : describe.skip;

const firstImages = (cls: string, n: number) =>
  readdirSync(join(VALIDATION, cls))
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .slice(0, n)
    .map((f) => readFileSync(join(VALIDATION, cls, f)));

describeData('garment classifier on validation images', () => {
  let classifier: GarmentClassifier;
  beforeAll(async () => {
    classifier = await loadGarmentClassifier();
  }, 60_000);

  it('is memoised', async () => {
    expect(await loadGarmentClassifier()).toBe(classifier);
  });

  it('returns the public API shape with calibrated probabilities', async () => {
    const [img] = firstImages('t-shirt', 1);
    const r = await classifier.classify(img);
    expect(typeof r.garmentType).toBe('string');
    expect(typeof r.rawClass).toBe('string');
    expect(r.confidence).toBeGreaterThanOrEqual(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(r.inferenceMs).toBeGreaterThan(0);
    const classes = Object.keys(r.probabilities).sort();
    expect(classes).toEqual([
      'dress',
      'hat',
      'longsleeve',
      'outwear',
      'pants',
      'shirt',
      'shoes',
      'shorts',
      'skirt',
      't-shirt',
    ]);
    const sum = Object.values(r.probabilities).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 4);
    expect(r.probabilities[r.rawClass]).toBe(Math.max(...Object.values(r.probabilities)));
  }, 60_000);

  it.each<[string, string]>([
    ['t-shirt', 't-shirt'],
    ['pants', 'pants'],
    ['shoes', 'unsupported'],
    ['hat', 'unsupported'],
    ['dress', 'dress'],
  ])(
    'recognises %s images as %s (at least 3 of the first 4)',
    async (cls, expected) => {
      let ok = 0;
      for (const img of firstImages(cls, 4)) {
        const r = await classifier.classify(img);
        if (r.garmentType === expected) ok++;
      }
      expect(ok).toBeGreaterThanOrEqual(3);
    },
    60_000,
  );

  it('calls the type detected only at or above the threshold where hold-out answers were right >= 0.94, never hat or shoes', async () => {
    const meta = readModelMeta<{
      typeDetectThreshold: number;
      typeHoldout: { detectPrecision: number };
    }>();
    expect(meta.typeDetectThreshold).toBeGreaterThan(0.3);
    expect(meta.typeDetectThreshold).toBeLessThan(1);
    expect(meta.typeHoldout.detectPrecision).toBeGreaterThanOrEqual(0.94);
    const seen = { detected: 0, estimated: 0 };
    for (const cls of ['dress', 'skirt', 'hat', 'outwear']) {
      for (const img of firstImages(cls, 4)) {
        const r = await classifier.classify(img);
        expect(r.typeDetected).toBe(
          r.garmentType !== 'unsupported' && r.confidence >= meta.typeDetectThreshold,
        );
        seen[r.typeDetected ? 'detected' : 'estimated']++;
      }
    }
    expect(seen.detected).toBeGreaterThan(0);
    expect(seen.estimated).toBeGreaterThan(0);
  }, 60_000);

  it("answers the hood with the collar head's 'hood' probability, the better hood detector on train, at its own threshold", async () => {
    type Head = { values: string[]; threshold: number; from?: { key: string; value: string } };
    const meta = readModelMeta<{
      heads: Record<string, Head>;
      headsReport: Record<string, { answered_by?: { taken: boolean; own: number[]; other: number[] } }>;
    }>();
    const hood = meta.heads.hood;
    expect(hood.from).toEqual({ key: 'collar', value: 'hood' });
    // taken by the chain because it was more accurate out of fold, not less balanced
    const by = meta.headsReport.hood.answered_by!;
    expect(by.taken).toBe(true);
    expect(by.other[0]).toBeGreaterThan(by.own[0]);
    expect(by.other[1]).toBeGreaterThanOrEqual(by.own[1]);
    // four hooded and four hoodless jackets, as labelled
    const labels = readFileSync(resolve(VALIDATION, '../attributes-validation.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { file: string; hood: string })
      .filter((r) => r.file.startsWith('validation/outwear/'));
    const pick = (hood: string) => labels.filter((r) => r.hood === hood).slice(0, 4);
    let right = 0;
    for (const r of [...pick('yes'), ...pick('no')]) {
      const a = (await classifier.classify(readFileSync(resolve(VALIDATION, '..', r.file)))).attributes!;
      const p = a.collar.probabilities[a.collar.values.indexOf('hood')];
      expect(a.hood.values).toEqual(['yes', 'no']);
      expect(a.hood.probabilities[0]).toBeCloseTo(p, 6);
      expect(a.hood.probabilities[1]).toBeCloseTo(1 - p, 6);
      expect(a.hood.detectThreshold).toBe(hood.threshold);
      if (p >= 0.5 === (r.hood === 'yes')) right++;
    }
    // read whole (no garment box), most of them are still answered as labelled
    expect(right).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('also accepts PNG input and rejects a non-image buffer', async () => {
    const sharp = (await import('sharp')).default;
    const [jpeg] = firstImages('t-shirt', 1);
    const png = await sharp(jpeg).png().toBuffer();
    const a = await classifier.classify(jpeg);
    const b = await classifier.classify(png);
    expect(b.rawClass).toBe(a.rawClass);
    await expect(classifier.classify(Buffer.from('not an image'))).rejects.toThrow();
  }, 60_000);
});

describe("the detail view: the top of the garment's box, closer", () => {
  it('is cut from the top of the box, its full width and a small margin, inside the photo', () => {
    // a 400 x 500 photo, the garment x 100..300, y 100..400: 0.45 of its height from its top, 4 % margins
    // (to the pixel: whole pixels, rounded outwards)
    const region = detailRegion({ x0: 0.25, y0: 0.2, x1: 0.75, y1: 0.8 }, 400, 500);
    const exact = { left: 92, top: 88, width: 216, height: 147 };
    for (const k of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(region[k] - exact[k])).toBeLessThanOrEqual(1);
    // a box at the photo's edges: the region stays inside it
    const r = detailRegion({ x0: 0, y0: 0, x1: 1, y1: 1 }, 400, 500);
    expect(r).toEqual({ left: 0, top: 0, width: 400, height: 225 });
  });

  it('decodes that region of the oriented photo to the network input size', async () => {
    // top half red, bottom half blue; a garment box over the bottom half reads blue, the whole photo's top red
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="200" fill="#d01010"/>
      <rect y="200" width="300" height="200" fill="#1030d0"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
    const mean = (px: Uint8Array) =>
      [0, 1, 2].map((c) => px.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / (px.length / 3));
    const top = await decodeDetailToRgb(jpeg, { x0: 0, y0: 0, x1: 1, y1: 1 });
    expect(top.length).toBe(224 * 224 * 3);
    expect(mean(top)[0]).toBeGreaterThan(180);
    const bottom = mean(await decodeDetailToRgb(jpeg, { x0: 0.1, y0: 0.55, x1: 0.9, y1: 1 }));
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(60);
    // EXIF orientation applied first: the same photo stored upside down with orientation 3 reads the same
    const flipped = await sharp(jpeg)
      .rotate(180)
      .withMetadata({ orientation: 3 })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(mean(await decodeDetailToRgb(flipped, { x0: 0, y0: 0, x1: 1, y1: 1 }))[0]).toBeGreaterThan(180);
  });
});

describeData('the model reads the detail view for the collar, neckline, hood, sleeve and waist heads', () => {
  it("the garment's box changes what those heads see, not the garment type", async () => {
    const model = await loadGarmentClassifier();
    const meta = readModelMeta<{
      detailInputName?: string;
      headsReport: Record<string, { features?: string }>;
    }>();
    expect(meta.detailInputName).toBe('detail');
    const reading = Object.keys(meta.headsReport).filter((k) => meta.headsReport[k].features === 'detail');
    expect(reading).toEqual(expect.arrayContaining(['hood', 'waist']));
    const [img] = firstImages('pants', 1);
    const whole = await model.classify(img);
    const boxed = await model.classify(img, { garmentBox: { x0: 0.3, y0: 0.5, x1: 0.7, y1: 0.9 } });
    expect(boxed.probabilities).toEqual(whole.probabilities);
    const moved = (key: string) =>
      Math.max(
        ...whole.attributes![key].probabilities.map((p, i) =>
          Math.abs(p - boxed.attributes![key].probabilities[i]),
        ),
      );
    expect(Math.max(...reading.map(moved))).toBeGreaterThan(0.01);
    // the heads that read the photo alone answer the same
    for (const key of Object.keys(meta.headsReport).filter((k) => !reading.includes(k)))
      expect(moved(key)).toBe(0);
  }, 60_000);
});

describe("the texture view: a square of the garment's fabric, at about its own scale", () => {
  it('is its box in whole pixels, inside the photo; without a box, the middle square of 0.45 x the shorter side', () => {
    expect(textureRegion({ x0: 0.25, y0: 0.2, x1: 0.55, y1: 0.44 }, 400, 500)).toEqual({
      left: 100,
      top: 100,
      width: 120,
      height: 120,
    });
    // a box over the photo's edge stays inside it
    expect(textureRegion({ x0: 0.9, y0: 0.9, x1: 1.2, y1: 1.1 }, 400, 500)).toEqual({
      left: 360,
      top: 450,
      width: 40,
      height: 50,
    });
    const mid = middleTextureBox(400, 500);
    expect(textureRegion(mid, 400, 500)).toEqual({ left: 110, top: 160, width: 180, height: 180 });
  });

  it('cuts the fabric from the full-resolution photo: stripes a few pixels wide stay stripes', async () => {
    // a 1200 x 1600 photo: plain grey, with a 300 px square of 4 px black-and-white stripes; squashed to 224 px the
    // whole photo blurs them away, the texture view over the square keeps them
    const stripes = Array.from(
      { length: 38 },
      (_, i) => `<rect x="${600 + i * 8}" y="800" width="4" height="300" fill="#000"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="1200" height="1600" fill="#808080"/>
      <rect x="600" y="800" width="300" height="300" fill="#fff"/>${stripes}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
    const view = await decodeTextureToRgb(jpeg, { x0: 0.5, y0: 0.5, x1: 0.75, y1: 0.6875 });
    expect(view.length).toBe(224 * 224 * 3);
    // along a row, the grey level swings between dark and light many times
    const row = Array.from({ length: 224 }, (_, x) => view[(112 * 224 + x) * 3]);
    const swings = row.slice(1).filter((v, i) => v > 128 !== row[i] > 128).length;
    expect(swings).toBeGreaterThan(40);
    expect(Math.max(...row) - Math.min(...row)).toBeGreaterThan(150);
  });
});

describeData('the texture view: read by the keys whose head takes it, by no other', () => {
  it("the texture view's place changes the answers of the keys that read it (none where the chain grafted no texture head), never the garment type", async () => {
    const model = await loadGarmentClassifier();
    const meta = readModelMeta<{
      textureInputName?: string;
      headsReport: Record<string, { features?: string }>;
    }>();
    const reading = Object.keys(meta.headsReport).filter(
      (k) => meta.headsReport[k].features === 'pooled+texture',
    );
    // train_texture_heads.py grafts a key's texture head only where it beats the model's own out-of-fold (today
    // none: the heads read the type network's activations): the input exists iff one reads it
    expect(meta.textureInputName).toBe(reading.length ? 'texture' : undefined);
    for (const k of reading) expect(['pattern', 'fabric_look']).toContain(k);
    const [img] = firstImages('shirt', 1);
    const middle = await model.classify(img);
    const corner = await model.classify(img, { textureBox: { x0: 0, y0: 0, x1: 0.3, y1: 0.225 } });
    expect(corner.probabilities).toEqual(middle.probabilities);
    const moved = (key: string) =>
      Math.max(
        ...middle.attributes![key].probabilities.map((p, i) =>
          Math.abs(p - corner.attributes![key].probabilities[i]),
        ),
      );
    for (const key of reading) expect(moved(key)).toBeGreaterThan(0.001);
    for (const key of Object.keys(meta.headsReport).filter((k) => !reading.includes(k)))
      expect(moved(key)).toBe(0);
    // the thread passes the texture view's place on as this thread does
    const threaded = await startGarmentClassifierThread();
    try {
      const there = await threaded.classify(img, { textureBox: { x0: 0, y0: 0, x1: 0.3, y1: 0.225 } });
      for (const key of Object.keys(meta.headsReport))
        expect(there.attributes![key].probabilities).toEqual(corner.attributes![key].probabilities);
    } finally {
      await threaded.close();
    }
  }, 60_000);
});

describeData('garment mask network (model/garment-mask.onnx)', () => {
  it('marks the garment of a photo, not its background, at the raster size it is given', async () => {
    const model = await loadGarmentClassifier();
    expect(model.saliency).toBeDefined();
    // (the first t-shirt, a pale top on a hanger high in the photo, the network marks faintly: under even odds)
    for (const cls of ['pants', 'dress', 'skirt']) {
      const [img] = firstImages(cls, 1);
      // the service's analysis raster: long edge 128, aspect kept
      const { data, info } = await sharp(img)
        .rotate()
        .resize(128, 128, { fit: 'inside' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const map = await model.saliency!({ data, width: info.width, height: info.height });
      expect([map.width, map.height]).toEqual([info.width, info.height]);
      expect(map.data.length).toBe(info.width * info.height);
      const on = (x: number, y: number) =>
        map.data[Math.floor(y * info.height) * info.width + Math.floor(x * info.width)] >= 128 ? 1 : 0;
      const share = (x0: number, x1: number, y0: number, y1: number) => {
        let n = 0;
        let k = 0;
        for (let y = y0; y < y1; y += 0.01) for (let x = x0; x < x1; x += 0.01, n++) k += on(x, y);
        return k / n;
      };
      // a garment on a floor, a bed or a hanger: it is a good part of the photo, the four corners are not
      expect(share(0, 1, 0, 1)).toBeGreaterThan(0.1);
      expect(share(0, 1, 0, 1)).toBeLessThan(0.8);
      const corners = [
        share(0, 0.08, 0, 0.08),
        share(0.92, 1, 0, 0.08),
        share(0, 0.08, 0.92, 1),
        share(0.92, 1, 0.92, 1),
      ];
      expect(corners.filter((c) => c < 0.2).length).toBeGreaterThanOrEqual(3);
      // these lie or hang across the photo's middle
      expect(share(0.4, 0.6, 0.4, 0.6)).toBeGreaterThan(0.8);
    }
  }, 60_000);
});

describe('garment type mapping', () => {
  it('maps data set classes to garment types', async () => {
    const { garmentTypeOf } = await import('./labels.js');
    expect(garmentTypeOf('longsleeve')).toBe('long-sleeve top');
    expect(garmentTypeOf('outwear')).toBe('jacket');
    expect(garmentTypeOf('hat')).toBe('unsupported');
    expect(garmentTypeOf('shoes')).toBe('unsupported');
  });
});

describeData('garment classifier in a worker thread', () => {
  it('gives the same answers as in this thread, and the event loop keeps running meanwhile', async () => {
    const inProcess = await loadGarmentClassifier();
    const threaded = await startGarmentClassifierThread();
    try {
      const images = [...firstImages('t-shirt', 2), ...firstImages('pants', 2), ...firstImages('dress', 2)];
      // how busy this thread's event loop was while the thread classified every image (1 = never idle)
      const before = performance.eventLoopUtilization();
      const answers = await Promise.all(images.map((img) => threaded.classify(img)));
      const busy = performance.eventLoopUtilization(before);
      for (const [i, img] of images.entries()) {
        const here = await inProcess.classify(img);
        expect(answers[i].rawClass).toBe(here.rawClass);
        expect(answers[i].confidence).toBeCloseTo(here.confidence, 5);
      }
      // the loop was mostly idle, waiting: the work was not on this thread (in-thread it would be ~1)
      expect(busy.utilization).toBeLessThan(0.5);
      // the mask network answers in the thread as here
      const raster = {
        data: new Uint8Array(64 * 48 * 3).map((_, i) => (i % 3 === 0 ? 200 : 40)),
        width: 64,
        height: 48,
      };
      const [there, here] = [await threaded.saliency!(raster), await inProcess.saliency!(raster)];
      expect(Array.from(there.data)).toEqual(Array.from(here.data));
    } finally {
      await threaded.close();
    }
  }, 60_000);

  it("starts classifying at once: the call is with the thread before the caller's own synchronous work that follows", async () => {
    const threaded = await startGarmentClassifierThread();
    try {
      const [img] = firstImages('t-shirt', 1);
      await threaded.classify(img); // the thread is up
      expect(threaded.waiting).toBe(0);
      const pending = threaded.classify(img);
      // no await between: the upload service measures the colours right here, and the thread classifies meanwhile.
      // Posted only once this thread was free (after an await), the call would not be with the thread yet, and the
      // run would start after that work (the time it saves: bench/classifier-overlap-bench.ts)
      expect(threaded.waiting).toBe(1);
      expect((await pending).rawClass).toBeTruthy();
      expect(threaded.waiting).toBe(0);
    } finally {
      await threaded.close();
    }
  }, 60_000);
});
