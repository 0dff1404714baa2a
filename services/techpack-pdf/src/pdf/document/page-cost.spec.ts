import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { TechPack } from '@techpack/contracts';
import { buildTechPack } from '../../model/techpack.model';
import { costOfPack } from '../../get-cost/cost-of-pack';
import { renderTechPackPdf } from '../render';

// The PDF's cost page: there by default with the sheet's FOB unit cost, gone from a copy rendered with ?cost=0.

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

const pack = (): TechPack =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'tee.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: { garmentType: 't-shirt', confidence: 0.9, silhouette: 'regular', styleCategory: 'casual', components: {}, description: 'A tee' } as never,
  });

describe('PDF cost page', () => {
  it('is in the document by default, with the FOB unit cost the cost route answers', async () => {
    const p = pack();
    const texts = await pageTexts((await renderTechPackPdf(p, null)).pdf);
    const page = texts.find((t) => t.includes('Cost estimate'));
    expect(page).toBeDefined();
    expect(page).toContain(costOfPack(p).fobUnitCost.toFixed(2));
    expect(page).toContain('FOB unit cost');
  }, 60_000);

  it('is left out of a copy rendered without costs, one page fewer', async () => {
    const p = pack();
    const withCost = await renderTechPackPdf(p, null);
    const without = await renderTechPackPdf({ ...p, pdfOmitCost: true } as TechPack, null);
    expect(without.pages).toBe(withCost.pages - 1);
    expect((await pageTexts(without.pdf)).some((t) => t.includes('Cost estimate'))).toBe(false);
  }, 60_000);
});
