import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@techpack/platform';
import { buildTechPack } from '../model/techpack.model';
import { PdfRenderer } from './pdf-pool';
import { renderTechPackPdf } from './render';

// Text of every page, in order (pdf.js, as the studio's preview reads it).
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return out;
}

describe('PDF render pool', () => {
  const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 2 });
  afterAll(() => renderer.close());

  it('a document split across two workers has every page, in order, with the same text as one rendered whole', async () => {
    const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2050A0' } }).jpeg().toBuffer();
    const pack = buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: 'shirt.jpg',
      selectedSize: 'M',
      now: new Date('2026-11-22T10:00:00Z'),
      analysis: {
        garmentType: 't-shirt',
        confidence: 0.9,
        colors: [{ name: 'Navy', hex: '#1F2A44' }],
        silhouette: 'regular',
        styleCategory: 'casual',
        components: {},
        description: 'A plain t-shirt',
      } as never,
    });
    const [whole, viaPool] = await Promise.all([renderTechPackPdf(pack, image), renderer.render(pack, image)]);
    expect(renderer.workerCount).toBe(2); // the split path, not the in-process fallback
    expect(viaPool.pages).toBe(8);
    const [a, b] = [await pageTexts(whole.pdf), await pageTexts(viaPool.pdf)];
    expect(b).toHaveLength(8);
    expect(b).toEqual(a);
    b.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of 8`));
  }, 60_000);

  it('renders several documents at once, each whole and complete', async () => {
    const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#A02050' } }).jpeg().toBuffer();
    const packs = ['t-shirt', 'pants', 'dress'].map((garmentType) =>
      buildTechPack({
        id: randomUUID(),
        uploadId: randomUUID(),
        filename: 'x.jpg',
        originalName: `${garmentType}.jpg`,
        selectedSize: 'S',
        now: new Date(),
        analysis: { garmentType, confidence: 0.8, colors: [{ name: 'Red', hex: '#A02050' }], silhouette: 'regular', styleCategory: 'casual', components: {}, description: garmentType } as never,
      }),
    );
    const outs = await Promise.all(packs.map((p) => renderer.render(p, image)));
    for (const [i, out] of outs.entries()) {
      expect(out.pages).toBe(8);
      const texts = await pageTexts(out.pdf);
      expect(texts[0]).toContain(packs[i].styleNumber);
    }
  }, 60_000);
});
