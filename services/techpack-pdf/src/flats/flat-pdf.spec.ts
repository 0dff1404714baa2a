import { describe, expect, it } from '@jest/globals';
import { renderTechPackPdf } from '../pdf/render';
import { pageTexts } from '../testing/pdf-text';
import { packOf } from '../testing/build-pack';

// The PDF's flats: vector drawings (their code tags are text a reader can select), on the cover, how-to-measure and
// branding pages, in a document that keeps its 8 pages.

const pack = (garmentType: string) =>
  packOf(
    garmentType,
    { colors: [{ name: 'Navy', hex: '#1F2A44' }] },
    { now: new Date('2026-11-23T10:00:00Z') },
  );

describe('flats in the PDF', () => {
  it.each(['hoodie', 'pants'])(
    '%s: front and back flats on pages 1, 4 and 7 as vectors, every POM code on the how-to-measure flats',
    async (type) => {
      const p = pack(type);
      const out = await renderTechPackPdf(p, null);
      expect(out.pages).toBe(11); // 8 sections, the cost page and its operation bulletin, the pattern page
      const pages = await pageTexts(out.pdf);
      for (const i of [0, 3, 6]) {
        expect(pages[i]).toMatch(/\bFRONT\b/);
        expect(pages[i]).toMatch(/\bBACK\b/);
      }
      // each code twice on page 4: its table row and its tag on a flat
      for (const row of p.pointsOfMeasure.rows)
        expect(pages[3].split(/\s+/).filter((w) => w === row.code).length).toBeGreaterThanOrEqual(2);
      // no image at all without a photo or logo: the drawings are vector paths
      expect(out.pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    },
  );
});
