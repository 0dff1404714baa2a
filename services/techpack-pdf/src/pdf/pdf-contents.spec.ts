import { describe, expect, it } from '@jest/globals';
import { ANALYZED_GARMENT_TYPES, type TechPack } from '@techpack/contracts';
import {
  CARE_INSTRUCTIONS,
  FABRICS,
  FINISH_OPTIONS,
  GARMENT_TYPES,
  HANG_TAG_STYLES,
  HARDWARE_OPTIONS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  PACKAGING_OPTIONS,
  PRINT_COLORS,
  SIZE_LABEL_FORMATS,
} from '@techpack/catalog';
import { applyUpdate } from '../model/techpack.model';
import { mergePdfParts, renderTechPackPdf } from './render';
import { PACK_DATE as now, packOf } from '../testing/build-pack';

// What a factory reads in the PDF: the cover's contents give the page each section starts on (long BOMs push the
// sections after them), the BOM table has supplier, article number, width and weight columns with the lab-dip note
// once, and no page shows an internal code (an enum value such as delicate-cycle, t-shirt, poly-mailer).

interface Item {
  str: string;
  x: number;
  y: number;
}
async function pagesWithPositions(pdf: Buffer): Promise<Item[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const out: Item[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const items = (await (await doc.getPage(i)).getTextContent()).items;
    out.push(
      items
        .filter((it) => 'str' in it && it.str.trim())
        .map((it) => ({
          str: (it as { str: string }).str,
          x: (it as { transform: number[] }).transform[4],
          y: (it as { transform: number[] }).transform[5],
        })),
    );
  }
  await doc.destroy();
  return out;
}
const text = (items: Item[]) => items.map((i) => i.str).join(' ');

// each section's own heading, as its first page prints it
const HEADINGS: [string, RegExp][] = [
  ['Reference image and artwork placement', /Reference image|Annotated reference/],
  ['Graded measurement spec', /Graded measurement specification/],
  ['How to measure', /How to measure/],
  ['Bill of materials', /Bill of materials \(quantities/],
  ['Colourways and construction', /Colourways/],
  ['Branding, labels, packaging and care', /Branding/],
  ['Should-cost sheet', /Cost estimate \(should-cost/],
  ['Provenance and revision history', /Provenance/],
  ['Pattern', /Pattern \(first draft/],
];

// the number printed left of each contents title on the cover
function contentsNumbers(cover: Item[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const [title] of HEADINGS) {
    const t = cover.find((i) => i.str.trim() === title);
    if (!t) continue;
    const n = cover.find(
      (i) => /^\d+$/.test(i.str.trim()) && Math.abs(i.y - t.y) < 3 && i.x < t.x && t.x - i.x < 25,
    );
    if (n) found.set(title, Number(n.str));
  }
  return found;
}

function longBom(type: string): TechPack {
  const add = Array.from({ length: 28 }, (_, i) => ({
    category: 'trim' as const,
    item: `Extra trim ${i + 1}`,
    description: `Woven tape, 15 mm, line ${i + 1}`,
    placement: 'Inside',
    supplier: 'YKK',
    articleNumber: `A-${100 + i}`,
    unit: 'pcs',
    quantity: 1,
    color: 'Navy 19-3832 TCX Navy Blue (approximate, approve a lab dip)',
  }));
  return applyUpdate(packOf(type), { bomEdits: { add } } as never, now).pack;
}

function expectContentsRight(pages: Item[][]) {
  const numbers = contentsNumbers(pages[0]);
  expect(numbers.size).toBeGreaterThanOrEqual(HEADINGS.length - 1);
  for (const [title, heading] of HEADINGS) {
    if (!numbers.has(title)) continue;
    const first = pages.findIndex((p, i) => i > 0 && heading.test(text(p))) + 1;
    expect({ title, page: numbers.get(title) }).toEqual({ title, page: first });
  }
}

const CODES = [
  ...CARE_INSTRUCTIONS,
  ...FINISH_OPTIONS,
  ...HANG_TAG_STYLES,
  ...HARDWARE_OPTIONS,
  ...LOGO_METHODS,
  ...LOGO_POSITIONS,
  ...PACKAGING_OPTIONS,
  ...PRINT_COLORS,
  ...SIZE_LABEL_FORMATS,
  ...ANALYZED_GARMENT_TYPES,
  ...GARMENT_TYPES.map((g) => g.value),
  ...FABRICS.map((f) => f.id),
].filter((c) => c.includes('-') && c !== 't-shirt');
// "t-shirt" is also the English word ("a t-shirt dress"); as a code it follows a field name or stands in brackets
const TEE_CODE = /(type|Type|value) t-shirt|\(t-shirt\)|t-shirt[;:]/;
const codeOn = (page: string) => [
  ...CODES.filter((c) => new RegExp(`(^|[^A-Za-z-])${c}([^A-Za-z-]|$)`).test(page)),
  ...(TEE_CODE.test(page) ? ['t-shirt'] : []),
];

describe('the cover contents, the BOM table and the text of every page', () => {
  for (const type of ANALYZED_GARMENT_TYPES) {
    it(`${type} with a long BOM: contents pages right, BOM columns, lab-dip note once, no internal code`, async () => {
      const pages = await pagesWithPositions((await renderTechPackPdf(longBom(type), null)).pdf);
      expectContentsRight(pages);
      const bom = pages.find((p) => /Bill of materials \(quantities/.test(text(p)))!;
      for (const col of [/Supplier/, /Article\s+no\./, /Width/, /Weight/]) expect(text(bom)).toMatch(col);
      expect(text(bom)).toMatch(/YKK\s+A-100/);
      expect(text(bom)).toMatch(/\d+ cm/);
      expect(text(bom)).toMatch(/\d+ g\/m2/);
      const all = pages.map(text).join('\n');
      expect((all.match(/approve a lab dip/g) ?? []).length).toBeLessThanOrEqual(3); // the BOM's note, the colourways' note
      pages.forEach((p, i) =>
        expect({ page: i + 1, codes: codeOn(text(p)) }).toEqual({ page: i + 1, codes: [] }),
      );
    }, 120_000);
  }

  it("the BOM table names each line's component in its Component column, on the line's row", async () => {
    const pack = packOf('hoodie');
    const pages = await pagesWithPositions((await renderTechPackPdf(pack, null)).pdf);
    const bom = pages.find((p) => /Bill of materials \(quantities/.test(text(p)))!;
    // the header row's cells may run together in the text layer: the column starts where 'Component' starts
    const head = bom.find((i) => /^Component\b/.test(i.str.trim()))!;
    expect(head).toBeDefined();
    const names = new Map(pack.garment!.components!.map((c) => [c.key, c.name]));
    const refX = bom.find((i) => i.str.trim() === 'Ref')!.x;
    const refs = pack.bom.map((l) => bom.find((i) => i.str.trim() === l.ref && Math.abs(i.x - refX) < 2)!);
    pack.bom.forEach((l, n) => {
      // the cell's lines are the Component column's words nearer this row's ref than any other's
      const near = (y: number) =>
        refs.reduce((best, r, k) => (Math.abs(r.y - y) < Math.abs(refs[best].y - y) ? k : best), 0);
      const cell = bom
        .filter(
          (i) =>
            Math.abs(i.x - head.x) < 2 &&
            i.y < head.y - 5 &&
            near(i.y) === n &&
            Math.abs(i.y - refs[n].y) < 20,
        )
        .sort((p, q) => q.y - p.y);
      expect({ ref: l.ref, component: cell.map((i) => i.str.trim()).join(' ') }).toEqual({
        ref: l.ref,
        component: names.get(l.component!),
      });
    });
    expect(text(bom)).toMatch(/F1\s+Body\s+Fabric/);
  }, 120_000);

  it('a document rendered in two parts and joined numbers its contents the same', async () => {
    const pack = longBom('dress');
    const parts = await Promise.all(
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ].map((onlyPages) => renderTechPackPdf(pack, null, onlyPages)),
    );
    const joined = await mergePdfParts(parts.map((p) => new Uint8Array(p.pdf)));
    expectContentsRight(await pagesWithPositions(joined.pdf));
  }, 120_000);
});
