import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { packOf } from '../../testing/build-pack';

// What a factory reads off the page layout: the cover's contents name every section the document has, in its order
// (the should-cost sheet too, unless the copy leaves it out); a box never splits over a page break with one row alone
// on the next page and its badge left behind.

const f = (value: string) => ({ value, confidence: 0.9, source: 'estimated' });

describe('PDF page layout', () => {
  it("the cover's contents list the should-cost sheet before provenance, one entry per page", async () => {
    const pages = await pageTexts((await renderTechPackPdf(packOf('t-shirt'), null)).pdf);
    const cover = pages[0].replace(/\s+/g, ' ');
    const at = (t: string) => cover.indexOf(t);
    expect(at('Branding, labels, packaging and care')).toBeLessThan(at('Should-cost sheet'));
    expect(at('Should-cost sheet')).toBeLessThan(at('Provenance and revision history'));
    expect(pages[7]).toContain('Cost estimate');
    expect(pages[8]).toContain('Operation bulletin');
    expect(pages[9]).toContain('Revision history');
    expect(pages).toHaveLength(11); // the pattern page ends the document;
  }, 60_000);

  it('a copy without the cost page does not list it', async () => {
    const pack = { ...packOf('t-shirt'), pdfOmitCost: true } as TechPack;
    const pages = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    const cover = pages[0].replace(/\s+/g, ' ');
    expect(cover).not.toContain('Should-cost');
    expect(cover).toContain('Branding, labels, packaging and care');
    expect(cover).toContain('Provenance and revision history');
    expect(pages).toHaveLength(9);
  }, 60_000);

  it('a long BOM (hooded puffer, approximate Pantone) moves the main-fabric box whole: none of its rows is left alone', async () => {
    const pack = packOf('jacket', {
      styleCategory: 'outerwear',
      dominantColors: [
        {
          hex: '#5D5F61',
          share: 0.9,
          name: 'Slate Grey',
          pantone: '18-3912 TCX Grisaille (approximate, approve a lab dip)',
          deltaE: 6,
        },
      ],
      features: {
        hood: f('yes'),
        fabric_look: f('quilted-or-padded'),
        front_closure: f('zip-full'),
        pockets: f('inset'),
      },
    });
    const pages = (await pageTexts((await renderTechPackPdf(pack, null)).pdf)).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    const box = pages.filter((t) =>
      /Texture \/ category|Trim None|A photo cannot show fibre content/.test(t),
    );
    expect(box).toHaveLength(1);
    const text = box[0].slice(
      box[0].indexOf('Main fabric'),
      box[0].indexOf('A photo cannot show fibre content'),
    );
    for (const row of ['Fabric', 'Composition', 'Weight', 'Texture / category', 'Lining', 'Trim None'])
      expect(text).toContain(row);
    // each row's badge stays with it: fabric, composition, weight, lining and trim
    // (ESTIMATED while the fabric is a guess: never printed as a standard)
    expect(text.match(/STANDARD|ESTIMATED/g)).toHaveLength(5);
  }, 60_000);
});
