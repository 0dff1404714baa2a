import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@techpack/platform';
import { buildTechPack } from '../model/techpack.model';
import { PdfRenderer, RenderTimeoutError } from './pdf-pool';
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
    expect(viaPool.pages).toBe(9); // 8 sections, the cost page after branding
    const [a, b] = [await pageTexts(whole.pdf), await pageTexts(viaPool.pdf)];
    expect(b).toHaveLength(9);
    expect(b).toEqual(a);
    b.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of 9`));
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
      expect(out.pages).toBe(9);
      const texts = await pageTexts(out.pdf);
      expect(texts[0]).toContain(packs[i].styleNumber);
    }
  }, 60_000);
});

describe('PDF render pool under abuse (issue 18)', () => {
  const pack = (garmentType: string) =>
    buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: `${garmentType}.jpg`,
      selectedSize: 'M',
      now: new Date(),
      analysis: { garmentType, confidence: 0.8, colors: [{ name: 'Red', hex: '#A02050' }], silhouette: 'regular', styleCategory: 'casual', components: {}, description: garmentType } as never,
    });

  it('a render past its time limit fails, its worker is replaced, and the pool keeps rendering', async () => {
    const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 1, renderTimeoutMs: 30_000 });
    try {
      await renderer.render(pack('t-shirt'), null); // started and warm
      renderer.renderTimeoutMs = 5; // no render finishes in 5 ms
      await expect(renderer.render(pack('dress'), null)).rejects.toBeInstanceOf(RenderTimeoutError);
      expect(renderer.replacedWorkers).toBe(1);
      renderer.renderTimeoutMs = 30_000;
      const out = await renderer.render(pack('pants'), null);
      expect(out.pages).toBe(9);
      expect(renderer.workerCount).toBe(1);
    } finally {
      await renderer.close();
    }
  }, 90_000);

  it("shares the pool round-robin between designers: one designer's queue does not hold up another's render", async () => {
    const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 1 });
    try {
      await renderer.render(pack('t-shirt'), null);
      const finished: string[] = [];
      const flood = Array.from({ length: 6 }, (_, i) => renderer.render(pack('pants'), null, 'designer-a').then(() => finished.push(`a${i}`)));
      const other = renderer.render(pack('dress'), null, 'designer-b').then(() => finished.push('b'));
      await Promise.all([...flood, other]);
      // a0 was running, a1 was next in A's turn, then B's turn comes: b finishes third, not last
      expect(finished.indexOf('b')).toBeLessThanOrEqual(2);
      expect(finished).toHaveLength(7);
    } finally {
      await renderer.close();
    }
  }, 90_000);

  // After a warm-up render, designer a asks for 6 renders at once; once a's first is done, designer b asks for one.
  // The order in which they finished.
  async function floodThenOther(renderer: PdfRenderer): Promise<string[]> {
    await renderer.render(pack('t-shirt'), null);
    const finished: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => renderer.render(pack('pants'), null, 'designer-a').then(() => finished.push(`a${i}`)));
    await flood[0];
    const other = renderer.render(pack('dress'), null, 'designer-b').then(() => finished.push('b'));
    await Promise.all([...flood, other]);
    return finished;
  }

  it("with a bulk worker, a designer's backlog renders there and another designer's render goes ahead of it", async () => {
    const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 2, bulkWorkers: 1 });
    try {
      // a0 splits over the two prompt workers, a1 waits for one of them; a2-a5 come while a's renders are under
      // way: they are background work for the bulk worker
      const finished = await floodThenOther(renderer);
      expect(finished).toHaveLength(7);
      expect(renderer.wholeRendersOn.bulk).toBe(4);
      // b rendered on a prompt worker at once, not behind a's backlog
      expect(finished.indexOf('b')).toBeLessThan(finished.length - 2);
    } finally {
      await renderer.close();
    }
  }, 90_000);

  // a document with far more content than a generated pack: always background work for the bulk worker
  const heavy = () => {
    const p = pack('pants');
    const trims = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`trim${i}`, 'Woven label, centre back neck, '.repeat(6)]));
    const out = { ...p, trims, aiAnalysis: { ...p.aiAnalysis, description: 'A pair of pants. '.repeat(400) } } as typeof p;
    expect(JSON.stringify(out).length).toBeGreaterThan(30_000);
    return out;
  };

  // Designer b renders one PDF after another for `ms` (as b does uploading photo after photo); resolves with how many.
  async function promptRendersFor(renderer: PdfRenderer, ms: number): Promise<number> {
    let n = 0;
    for (const end = Date.now() + ms; Date.now() < end; n++) await renderer.render(pack('dress'), null, 'designer-b');
    return n;
  }

  it("background renders wait while another designer's renders keep coming, start once those stop, and never wait past the hold", async () => {
    const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 2, bulkWorkers: 1, holdBulk: true, bulkMaxHoldMs: 60_000 });
    try {
      await renderer.render(pack('t-shirt'), null);
      const background = [heavy(), heavy()].map((p) => renderer.render(p, null, 'designer-a'));
      expect(await promptRendersFor(renderer, 2000)).toBeGreaterThan(2);
      // b's renders kept coming: the bulk worker started nothing meanwhile
      expect(renderer.wholeRendersOn.bulk).toBe(0);
      await Promise.all(background);
      expect(renderer.wholeRendersOn.bulk).toBe(2);
    } finally {
      await renderer.close();
    }
    // prompt work that never stops holds the backlog only `bulkMaxHoldMs` at a time
    const busy = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 2, bulkWorkers: 1, holdBulk: true, bulkMaxHoldMs: 300 });
    try {
      await busy.render(pack('t-shirt'), null);
      const background = Promise.all([heavy(), heavy()].map((p) => busy.render(p, null, 'designer-a')));
      await promptRendersFor(busy, 2000);
      expect(busy.bulkHold.counts.holdRanOut).toBeGreaterThanOrEqual(1);
      expect(busy.wholeRendersOn.bulk).toBeGreaterThan(0);
      await background;
    } finally {
      await busy.close();
    }
  }, 90_000);

  it("with two workers, one designer never holds both: another designer's render starts on the free one", async () => {
    const renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), { workers: 2 });
    try {
      // steady state: a's first render (split across both workers while they were idle) is done, a1 runs
      const finished = await floodThenOther(renderer);
      // b started at once on the free worker: it finishes before a2 (without the share, a1 and a2 would hold both
      // workers and b would come fourth)
      expect(finished.indexOf('b')).toBeLessThanOrEqual(2);
    } finally {
      await renderer.close();
    }
  }, 90_000);
});
