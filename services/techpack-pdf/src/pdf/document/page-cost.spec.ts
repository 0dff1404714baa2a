import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { costOfPack } from '../../get-cost/cost-of-pack';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { teePack } from '../../testing/tee-pack';

// The PDF's cost page: there by default with the sheet's FOB unit cost, gone from a copy rendered with ?cost=0.

describe('PDF cost page', () => {
  it('is in the document by default, with the FOB unit cost the cost route answers', async () => {
    const p = teePack();
    const texts = await pageTexts((await renderTechPackPdf(p, null)).pdf);
    const page = texts.find((t) => t.includes('Cost estimate'));
    expect(page).toBeDefined();
    expect(page).toContain(costOfPack(p).fobUnitCost.toFixed(2));
    expect(page).toContain('FOB unit cost');
  }, 60_000);

  it('is left out of a copy rendered without costs, one page fewer', async () => {
    const p = teePack();
    const withCost = await renderTechPackPdf(p, null);
    const without = await renderTechPackPdf({ ...p, pdfOmitCost: true } as TechPack, null);
    expect(without.pages).toBe(withCost.pages - 1);
    expect((await pageTexts(without.pdf)).some((t) => t.includes('Cost estimate'))).toBe(false);
  }, 60_000);
});
