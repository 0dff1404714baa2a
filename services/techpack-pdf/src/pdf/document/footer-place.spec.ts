import { describe, expect, it } from '@jest/globals';
import { renderTechPackPdf } from '../render';
import { packOf } from '../../testing/build-pack';

// Every page's footer (style number and the measurement note) sits at the page's foot, on the pages that fit and on
// those a long section runs over. A page that fits is laid out once, before react-pdf sets its height
// (patches/@react-pdf+layout+5.2.0.patch): anything anchored to the bottom edge would land under the content instead.

const f = (value: string) => ({ value, confidence: 0.9, source: 'estimated' });

// the baseline (pt from the page's bottom edge) of each page's footer line
async function footerBaselines(pdf: Buffer): Promise<number[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const out: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const items = (await (await doc.getPage(i)).getTextContent()).items;
    const footer = items.find((it) => 'str' in it && it.str.includes('all measurements in cm unless noted'));
    out.push(footer && 'transform' in footer ? footer.transform[5] : NaN);
  }
  await doc.destroy();
  return out;
}

describe('PDF footer', () => {
  it('sits at the foot of every page: a tee (every page fits) and a hooded puffer (its BOM runs over a page)', async () => {
    const puffer = packOf('jacket', {
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
    for (const pack of [packOf('t-shirt'), puffer]) {
      const baselines = await footerBaselines((await renderTechPackPdf(pack, null)).pdf);
      expect(baselines.length).toBeGreaterThanOrEqual(8);
      // `bottom: 16` put the 7 pt line's baseline ~18 pt above the edge (measured 17.9); every page alike
      for (const y of baselines) expect(y).toBeCloseTo(17.9, 0);
    }
  }, 60_000);
});
