import { describe, expect, it } from '@jest/globals';
import { applyUpdate, markReady } from '../model/techpack.model';
import { renderTechPackPdf } from './render';
import { pageTexts } from '../testing/pdf-text';
import { PACK_DATE as now, packOf } from '../testing/build-pack';

// The PDF says what the pack says (issue 51): after a correction no page names the old garment; a draft's every page
// carries the draft mark and its cover lists what is open; "Page x of N" counts the real pages.


describe('the PDF follows the pack', () => {
  it('short sleeves on a long-sleeve top: every page says T-shirt, none the old type; a draft is marked on every page', async () => {
    const pack = applyUpdate(packOf('long-sleeve top'), { aiAnalysis: { features: { sleeve: 'short' } } }, now).pack;
    const pages = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    // the revision history names the old answer, as a history should; nothing else may
    const all = pages.join('\n');
    const current = all.slice(0, all.search(/Revision history|Revisions\b/i) >= 0 ? all.search(/Revision history|Revisions\b/i) : undefined);
    expect(current.match(/.{60}long[- ]sleeve.{60}/gi) ?? []).toEqual([]);
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
    for (let k = 0; k < 2; k++) pack = applyUpdate(pack, { pointsOfMeasure: { add: Array.from({ length: 20 }, (_, i) => ({ name: `Custom point ${k}-${i}`, value: 10 + i })) } }, now).pack;
    const pages = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    expect(pages.length).toBeGreaterThan(8);
    const spill = pages.findIndex((p, i) => i > 2 && /Custom point/.test(p) && !/Graded measurement specification/.test(p));
    expect(spill).toBeGreaterThan(2);
    expect(pages[spill]).toMatch(/POM\s+Description\s+Tol/);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
  }, 60_000);
});
