import { describe, expect, it } from '@jest/globals';
import { applyUpdate, markReady } from '../model/techpack.model';
import { renderTechPackPdf } from './render';
import { pageTexts } from '../testing/pdf-text';
import { PACK_DATE as now, packOf } from '../testing/build-pack';

// The PDF says what the pack says: after a correction no page names the old garment; a draft's every page
// carries the draft mark and its cover lists what is open; "Page x of N" counts the real pages.

describe('the PDF follows the pack', () => {
  it('short sleeves on a long-sleeve top: every page says T-shirt, none the old type; a draft is marked on every page', async () => {
    const pack = applyUpdate(
      packOf('long-sleeve top'),
      { aiAnalysis: { features: { sleeve: 'short' } } },
      now,
    ).pack;
    const pages = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    // the revision history names the old answer, as a history should (its section, from its heading to the next
    // one); nothing else on any page may: the cover title, the header and footer, every other section
    const history = /Revision history[\s\S]*?(?=Sample comments and approval)/;
    expect(pages.filter((p) => history.test(p))).toHaveLength(1);
    pages.forEach((p, i) =>
      expect({ page: i + 1, oldType: p.replace(history, '').match(/long[- ]sleeve/gi) }).toEqual({
        page: i + 1,
        oldType: null,
      }),
    );
    expect(pages.find((p) => history.test(p))!.match(history)![0]).toMatch(/Long-sleeve top/);
    // the cover's title and every page's header name the garment as corrected
    expect(pages[0]).toMatch(/Tech Pack Studio\s+T shirt - TP-[A-Z0-9-]+\s/);
    pages.forEach((p) => expect(p).toMatch(/TECH PACK \| TP-[A-Z0-9-]+\s+T shirt - AW26 - Sample size M/));
    expect(pages.every((p) => /T shirt/.test(p))).toBe(true);
    expect(pages.every((p) => p.includes('DRAFT - not confirmed by the designer'))).toBe(true);
    expect(pages[0]).toMatch(/Open \(\d+\):/);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
  }, 60_000);

  it('a confirmed pack loses the mark', async () => {
    const ready = markReady(packOf('skirt'), now);
    const pages = await pageTexts((await renderTechPackPdf(ready, null)).pdf);
    expect(pages.join('\n')).not.toContain('DRAFT');
  }, 60_000);

  it('a graded table that spills over continues with its header; the page count follows', async () => {
    let pack = packOf('hoodie');
    for (let k = 0; k < 2; k++)
      pack = applyUpdate(
        pack,
        {
          pointsOfMeasure: {
            add: Array.from({ length: 20 }, (_, i) => ({ name: `Custom point ${k}-${i}`, value: 10 + i })),
          },
        },
        now,
      ).pack;
    const pages = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    expect(pages.length).toBeGreaterThan(8);
    const spill = pages.findIndex(
      (p, i) => i > 2 && /Custom point/.test(p) && !/Graded measurement specification/.test(p),
    );
    expect(spill).toBeGreaterThan(2);
    expect(pages[spill]).toMatch(/POM\s+Description\s+Tol/);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
  }, 60_000);
});
