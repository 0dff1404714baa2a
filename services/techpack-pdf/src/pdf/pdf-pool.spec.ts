import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { createLogger } from '@techpack/platform';
import { PdfRenderer, RenderTimeoutError, type PdfRendererOptions } from './pdf-pool';
import { renderTechPackPdf } from './render';
import { pageTexts } from '../testing/pdf-text';
import { until } from '../../../../scripts/test-support/until';
import { packOf } from '../testing/build-pack';

// Starting a worker loads the TypeScript render code: a few seconds on a quiet machine, over 20 s on a 2-core CI
// machine running other suites. Each pool is started in a hook with its own budget and its workers awaited there
// (every one must start: a pool that fell back to rendering on this thread would let the tests below pass without
// testing the pool), so a test's budget is spent on rendering only. The budgets are generous, not tight: a render
// that hangs or a worker that never starts still fails.
const START_MS = 240_000;
const TEST_MS = 180_000;
// A render's own time limit in these tests: far above a loaded machine's cold render, far below the test's budget.
const RENDER_LIMIT_MS = 120_000;

// a red garment analysed with less confidence, its photo named after its type, made now
const redPack = (garmentType: string, selectedSize: string) =>
  packOf(
    garmentType,
    { confidence: 0.8, colors: [{ name: 'Red', hex: '#A02050' }], description: garmentType },
    { originalName: `${garmentType}.jpg`, selectedSize, now: new Date() },
  );

function startedPool(options: PdfRendererOptions): () => PdfRenderer {
  let renderer: PdfRenderer | undefined;
  beforeAll(async () => {
    renderer = new PdfRenderer(createLogger('pdf-pool-spec', 'silent'), {
      renderTimeoutMs: RENDER_LIMIT_MS,
      workerStartTimeoutMs: START_MS - 20_000,
      ...options,
    });
    // the prompt workers; a bulk worker starts with the first background render
    expect(await renderer.ready()).toBe(options.workers ?? 0);
  }, START_MS);
  afterAll(() => renderer?.close());
  return () => renderer!;
}

describe('PDF render pool', () => {
  const pool = startedPool({ workers: 2 });

  it(
    'a document split across two workers has every page, in order, with the same text as one rendered whole',
    async () => {
      const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2050A0' } })
        .jpeg()
        .toBuffer();
      const pack = packOf(
        't-shirt',
        { colors: [{ name: 'Navy', hex: '#1F2A44' }], description: 'A plain t-shirt' },
        { originalName: 'shirt.jpg', now: new Date('2026-11-22T10:00:00Z') },
      );
      const renderer = pool();
      const [whole, viaPool] = await Promise.all([
        renderTechPackPdf(pack, image),
        renderer.render(pack, image),
      ]);
      expect(renderer.workerCount).toBe(2); // the split path, not the in-process fallback
      expect(viaPool.pages).toBe(11); // 8 sections, the cost page and its operation bulletin after branding, the pattern page last
      const [a, b] = [await pageTexts(whole.pdf), await pageTexts(viaPool.pdf)];
      expect(b).toHaveLength(11);
      expect(b).toEqual(a);
      b.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of 11`));
      // a lone render's halves run at normal priority (a thread may raise its priority again only when privileged)
      if (process.platform === 'linux')
        expect(renderer.lastNice.lone).toBe(process.getuid?.() === 0 ? 0 : 10);
    },
    TEST_MS,
  );

  it(
    'renders several documents at once, each whole and complete',
    async () => {
      const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#A02050' } })
        .jpeg()
        .toBuffer();
      const packs = ['t-shirt', 'pants', 'dress'].map((garmentType) => redPack(garmentType, 'S'));
      const outs = await Promise.all(packs.map((p) => pool().render(p, image)));
      for (const [i, out] of outs.entries()) {
        expect(out.pages).toBe(11); // with the pattern page
        const texts = await pageTexts(out.pdf);
        expect(texts[0]).toContain(packs[i].styleNumber);
      }
      // renders side by side are whole documents, each at its prompt worker's lowered priority
      if (process.platform === 'linux') expect(pool().lastNice.prompt).toBe(10);
    },
    TEST_MS,
  );
});

describe('PDF render pool under abuse', () => {
  const pack = (garmentType: string) => redPack(garmentType, 'M');

  describe('a render past its time limit', () => {
    const pool = startedPool({ workers: 1 });
    it(
      'fails, its worker is replaced, and the pool keeps rendering',
      async () => {
        const renderer = pool();
        await renderer.render(pack('t-shirt'), null); // warm
        renderer.renderTimeoutMs = 5; // no render finishes in 5 ms
        await expect(renderer.render(pack('dress'), null)).rejects.toBeInstanceOf(RenderTimeoutError);
        expect(renderer.replacedWorkers).toBe(1);
        renderer.renderTimeoutMs = RENDER_LIMIT_MS;
        // the replacement worker starts (within the pool's start limit) and renders
        const out = await renderer.render(pack('pants'), null);
        expect(out.pages).toBe(11);
        expect(renderer.workerCount).toBe(1);
      },
      TEST_MS + START_MS,
    );
  });

  describe('one worker', () => {
    const pool = startedPool({ workers: 1 });
    it(
      "shares the pool round-robin between designers: one designer's queue does not hold up another's render",
      async () => {
        const renderer = pool();
        await renderer.render(pack('t-shirt'), null);
        const finished: string[] = [];
        const flood = Array.from({ length: 6 }, (_, i) =>
          renderer.render(pack('pants'), null, 'designer-a').then(() => finished.push(`a${i}`)),
        );
        const other = renderer.render(pack('dress'), null, 'designer-b').then(() => finished.push('b'));
        await Promise.all([...flood, other]);
        // a0 was running, a1 was next in A's turn, then B's turn comes: b finishes third, not last
        expect(finished.indexOf('b')).toBeLessThanOrEqual(2);
        expect(finished).toHaveLength(7);
      },
      TEST_MS,
    );

    it(
      'drops a render whose caller gave up while it waited; the renders around it finish',
      async () => {
        const renderer = pool();
        const before = renderer.wholeRendersOn.prompt;
        // a large document holds the only worker while the next two wait
        const first = renderer.render(heavy(), null, 'designer-a');
        await until(() => renderer.wholeRendersOn.prompt > before);
        const gaveUp = new AbortController();
        const dropped = renderer.render(pack('pants'), null, 'designer-b', gaveUp.signal);
        const after = renderer.render(pack('dress'), null, 'designer-c');
        await new Promise(setImmediate); // both queued
        gaveUp.abort();
        await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
        expect((await first).pages).toBeGreaterThanOrEqual(11);
        expect((await after).pages).toBe(11);
        expect(renderer.wholeRendersOn.prompt).toBe(before + 2); // the dropped one never ran
        expect(renderer.replacedWorkers).toBe(0);
      },
      TEST_MS,
    );
  });

  // After a warm-up render, designer a asks for 6 renders at once; once a's first is done, designer b asks for one.
  // The order in which they finished.
  async function floodThenOther(renderer: PdfRenderer): Promise<string[]> {
    await renderer.render(pack('t-shirt'), null);
    const finished: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) =>
      renderer.render(pack('pants'), null, 'designer-a').then(() => finished.push(`a${i}`)),
    );
    await flood[0];
    const other = renderer.render(pack('dress'), null, 'designer-b').then(() => finished.push('b'));
    await Promise.all([...flood, other]);
    return finished;
  }

  describe('two prompt workers and a bulk worker', () => {
    const pool = startedPool({ workers: 2, bulkWorkers: 1, bulkIdleMs: 300 });
    it(
      "a designer's backlog renders on the bulk worker and another designer's render goes ahead of it",
      async () => {
        const renderer = pool();
        // no bulk worker until there is background work
        expect(renderer.workerCount).toBe(2);
        // a0 splits over the two prompt workers, a1 waits for one of them; a2-a5 come while a's renders are under
        // way: they are background work for the bulk worker
        const finished = await floodThenOther(renderer);
        expect(finished).toHaveLength(7);
        expect(renderer.wholeRendersOn.bulk).toBe(4);
        expect(renderer.bulkStarts.started).toBe(1);
        // b rendered on a prompt worker at once, not behind a's backlog: it started before a's last two renders (the
        // order the whole renders started in, which a loaded machine cannot swap)
        const starts = renderer.recentStarts.filter((o) => o.startsWith('designer-'));
        expect(starts).toHaveLength(6);
        expect(starts.indexOf('designer-b')).toBeLessThan(starts.length - 2);
        // the backlog done, the bulk worker stops once idle for bulkIdleMs; the prompt workers stay
        await until(() => renderer.bulkStarts.stopped > 0, { timeoutMs: TEST_MS });
        expect(renderer.workerCount).toBe(2);
      },
      TEST_MS,
    );
  });

  // a document with far more content than a generated pack: always background work for the bulk worker
  const heavy = () => {
    const p = pack('pants');
    const trims = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`trim${i}`, 'Woven label, centre back neck, '.repeat(6)]),
    );
    const out = {
      ...p,
      trims,
      aiAnalysis: { ...p.aiAnalysis, description: 'A pair of pants. '.repeat(400) },
    } as typeof p;
    expect(JSON.stringify(out).length).toBeGreaterThan(30_000);
    return out;
  };

  describe('background renders held while prompt renders keep coming', () => {
    // the hold's limit is the test's budget: only b's renders hold the bulk worker, however slow the machine
    const pool = startedPool({ workers: 2, bulkWorkers: 1, holdBulk: true, bulkMaxHoldMs: TEST_MS });
    it(
      "wait while another designer's renders keep coming and start once those stop",
      async () => {
        const renderer = pool();
        await renderer.render(pack('t-shirt'), null);
        const background = [heavy(), heavy()].map((p) => renderer.render(p, null, 'designer-a'));
        // designer b renders one PDF after another (as b does uploading photo after photo): a count, not a time, so a
        // slow machine renders the same sequence
        for (let i = 0; i < 4; i++)
          expect((await renderer.render(pack('dress'), null, 'designer-b')).pages).toBe(11);
        // b's renders kept coming: the bulk worker started nothing meanwhile
        expect(renderer.wholeRendersOn.bulk).toBe(0);
        await Promise.all(background);
        expect(renderer.wholeRendersOn.bulk).toBe(2);
        expect(renderer.bulkHold.counts.holdRanOut).toBe(0);
      },
      TEST_MS,
    );
  });

  describe('background renders under prompt work that never stops', () => {
    const pool = startedPool({ workers: 2, bulkWorkers: 1, holdBulk: true, bulkMaxHoldMs: 300 });
    it(
      'never wait past the hold: they start after bulkMaxHoldMs',
      async () => {
        const busy = pool();
        await busy.render(pack('t-shirt'), null);
        let backgroundDone = false;
        const background = Promise.all(
          [heavy(), heavy()].map((p) => busy.render(p, null, 'designer-a')),
        ).finally(() => (backgroundDone = true));
        // prompt renders back to back, with no pause the hold could wait for, until the background renders are done: they
        // start anyway once the hold has run out (a count, not a time: a slow machine renders more prompt PDFs meanwhile)
        let prompt = 0;
        while (!backgroundDone && prompt < 120) {
          await busy.render(pack('dress'), null, 'designer-b');
          prompt++;
        }
        expect(backgroundDone).toBe(true);
        expect(busy.bulkHold.counts.holdRanOut).toBeGreaterThanOrEqual(1);
        expect(busy.wholeRendersOn.bulk).toBe(2);
        await background;
      },
      TEST_MS,
    );
  });

  describe('two prompt workers', () => {
    const pool = startedPool({ workers: 2 });
    it(
      "one designer never holds both: another designer's render starts on the free one",
      async () => {
        // steady state: a's first render (split across both workers while they were idle) is done, a1 runs
        const renderer = pool();
        const finished = await floodThenOther(renderer);
        expect(finished).toHaveLength(7);
        // b started at once on the free worker, before a2 (without the share, a1 and a2 would hold both workers and b
        // would start third): the order the whole renders started in, not the order they happened to finish in
        const starts = renderer.recentStarts.filter((o) => o.startsWith('designer-'));
        const secondOfA = starts.indexOf('designer-a', starts.indexOf('designer-a') + 1);
        expect(starts.indexOf('designer-b')).toBeGreaterThanOrEqual(0);
        expect(starts.indexOf('designer-b')).toBeLessThan(secondOfA);
      },
      TEST_MS,
    );
  });
});
