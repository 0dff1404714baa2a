import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { costOfPack } from '../../get-cost/cost-of-pack';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { teePack } from '../../testing/tee-pack';

// The PDF's cost page and the operation bulletin after it: there by default with the sheet's FOB unit cost and
// minutes, gone from a copy rendered with ?cost=0.

describe('PDF cost page', () => {
  it('is in the document by default, with the FOB unit cost the cost route answers', async () => {
    const p = teePack();
    const texts = await pageTexts((await renderTechPackPdf(p, null)).pdf);
    const page = texts.find((t) => t.includes('Cost estimate'));
    expect(page).toBeDefined();
    expect(page).toContain(costOfPack(p).fobUnitCost.toFixed(2));
    expect(page).toContain('FOB unit cost');
  }, 60_000);

  it('is followed by the operation bulletin: each sewing operation, its machines and minutes, the lines around sewing and the total', async () => {
    const p = teePack();
    const cost = costOfPack(p);
    const texts = await pageTexts((await renderTechPackPdf(p, null)).pdf);
    const page = texts.find((t) => t.includes('Operation bulletin'));
    expect(page).toBeDefined();
    for (const o of cost.bulletin.sewing) expect(page).toContain(o.operation);
    for (const item of [
      'Bundle handling',
      'Allowances',
      'Thread trimming',
      'Pressing',
      'Inspection',
      'Fold, tag and pack',
      'Cutting',
    ])
      expect(page).toContain(item);
    expect(page).toContain(cost.bulletin.totalMinutes.toFixed(2));
    expect(page).toContain(`${cost.bulletin.range!.min}-${cost.bulletin.range!.max} min`);
    expect(page).toContain('OL');
  }, 60_000);

  it('is left out of a copy rendered without costs, with its bulletin: two pages fewer', async () => {
    const p = teePack();
    const withCost = await renderTechPackPdf(p, null);
    const without = await renderTechPackPdf({ ...p, pdfOmitCost: true } as TechPack, null);
    expect(without.pages).toBe(withCost.pages - 2);
    expect(
      (await pageTexts(without.pdf)).some(
        (t) => t.includes('Cost estimate') || t.includes('Operation bulletin'),
      ),
    ).toBe(false);
  }, 60_000);
});
