import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { intakeImage } from '../services/upload-analysis/src/intake/image-intake';
import { LocalAnalyzer, loadClassifier } from '../services/upload-analysis/src/analyzer/local.analyzer';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';
import { TechPackDocument } from '../services/techpack-pdf/src/pdf/techpack-document';
import sharp from 'sharp';
const V = '/work/shared/datasets/clothing-small/validation';
const analyzer = new LocalAnalyzer(await loadClassifier());
const f = readdirSync(join(V, 't-shirt')).sort()[0];
const img = await intakeImage(readFileSync(join(V, 't-shirt', f)));
const analysis = await analyzer.analyze({ web: img.web, raw: img.analysis });
const pack = buildTechPack({ id: randomUUID(), uploadId: randomUUID(), filename: 'x.jpg', originalName: 'p.jpg', selectedSize: 'M', analysis, now: new Date() });
const meta = await sharp(img.web).metadata();
const input = (onlyPages?: number[]) => ({ pack, image: img.web, imageSize: { width: meta.width!, height: meta.height! }, logo: null, onlyPages });
const time = async (only?: number[]) => {
  for (let i = 0; i < 5; i++) await renderToBuffer(createElement(TechPackDocument, { input: input(only) }) as any);
  const xs: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); await renderToBuffer(createElement(TechPackDocument, { input: input(only) }) as any); xs.push(performance.now() - t); }
  xs.sort((a, b) => a - b); return xs[7].toFixed(1);
};
console.log('all', await time());
//for (let p = 1; p <= 8; p++) console.log('page', p, await time([p]));
console.log('none?', await time([99]));
const { PDFDocument } = await import('pdf-lib');
const a = await renderToBuffer(createElement(TechPackDocument, { input: input([1, 2, 3, 4]) }) as any);
const b = await renderToBuffer(createElement(TechPackDocument, { input: input([5, 6, 7, 8]) }) as any);
const merge = async () => {
  const doc = await PDFDocument.load(a, { updateMetadata: false });
  const other = await PDFDocument.load(b, { updateMetadata: false });
  const pages = await doc.copyPages(other, other.getPageIndices());
  for (const p of pages) doc.addPage(p);
  return doc.save({ useObjectStreams: false });
};
for (let i = 0; i < 5; i++) await merge();
const xs: number[] = [];
let out: Uint8Array | undefined;
for (let i = 0; i < 15; i++) { const t = performance.now(); out = await merge(); xs.push(performance.now() - t); }
xs.sort((x, y) => x - y);
console.log('merge p50', xs[7].toFixed(1), 'bytes', a.length, b.length, out!.length);
const { writeFileSync } = await import('node:fs');
writeFileSync('/tmp/merged.pdf', out!);
