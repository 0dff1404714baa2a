import { describe, expect, it } from '@jest/globals';
import { ANALYZED_GARMENT_TYPES, type TechPack } from '@techpack/contracts';
import { TOTAL_PAGES, renderTechPackPdf } from '../render';
import { packOf } from '../../testing/build-pack';
import { numbersIn, textRuns, type TextRun } from '../../testing/pdf-runs';

// The bilingual PDF against the English one, for a pack of every garment type: the English words, numbers, sizes and
// codes are all there in the same order; the factory-language text is set in its own embedded, subset font and
// repeats only numbers the English has; known terms read in both languages.
const A4_TOP = 841.89;
// the page's body: below the header (64 pt) and above the footer and page stamp (40 pt)
const body = (r: TextRun) => r.y > 40 && r.y < A4_TOP - 64;
const FACTORY_FONT = /Noto/;

// every page of the document as laid out, before the stamps (page numbers, the contents' page numbers: a bilingual
// document has more pages, so those numbers differ on purpose)
const ALL_PAGES = Array.from({ length: TOTAL_PAGES }, (_, i) => i + 1);
async function render(pack: TechPack, lang?: string, stamped = false) {
  const { pdf, pages } = await renderTechPackPdf(
    (lang ? { ...pack, pdfLanguage: lang } : pack) as TechPack,
    null,
    stamped ? undefined : ALL_PAGES,
  );
  return { pdf, pages, runs: await textRuns(pdf) };
}

function multisetMissing(small: string[], big: string[]): string[] {
  const left = new Map<string, number>();
  for (const n of big) left.set(n, (left.get(n) ?? 0) + 1);
  return small.filter((n) => {
    const k = left.get(n) ?? 0;
    left.set(n, k - 1);
    return k <= 0;
  });
}

describe('bilingual PDF: numbers never differ', () => {
  it.each(ANALYZED_GARMENT_TYPES)(
    '%s: the numbers of the English PDF, in order, in the zh-Hans and vi copies',
    async (type) => {
      const pack = packOf(type, { description: 'A garment' });
      const en = await render(pack);
      const enNumbers = numbersIn(
        en.runs
          .filter(body)
          .map((r) => r.str)
          .join(' '),
      );
      expect(enNumbers.length).toBeGreaterThan(50);
      for (const lang of ['zh-Hans', 'vi']) {
        const b = await render(pack, lang);
        const english = b.runs.filter((r) => body(r) && !FACTORY_FONT.test(r.font));
        const factory = b.runs.filter((r) => FACTORY_FONT.test(r.font));
        expect([lang, numbersIn(english.map((r) => r.str).join(' '))]).toEqual([lang, enNumbers]);
        // a translation carries numbers of its English only
        expect([
          lang,
          multisetMissing(
            numbersIn(factory.map((r) => r.str).join(' ')),
            numbersIn(b.runs.map((r) => r.str).join(' ')),
          ),
        ]).toEqual([lang, []]);
        expect(factory.length).toBeGreaterThan(100);
        process.stdout.write(
          `${type} ${lang}: ${en.pages} -> ${b.pages} pages, ${en.pdf.length} -> ${b.pdf.length} bytes (${(b.pdf.length / en.pdf.length).toFixed(2)}x)\n`,
        );
      }
    },
    300_000,
  );

  it('the spec page reads in both languages, in an embedded subset font', async () => {
    const pack = packOf('t-shirt', { description: 'A tee' });
    const zh = await render(pack, 'zh-Hans', true);
    const all = zh.runs.map((r) => r.str).join(' ');
    for (const term of [
      '1/2 Chest',
      '胸围',
      'Sleeve length',
      '袖长',
      'centre back',
      '后中',
      'coverstitch',
      '绷缝',
      'TECH PACK',
      '技术资料包',
    ])
      expect([term, all.toLowerCase().includes(term.toLowerCase())]).toEqual([term, true]);
    const pdfText = zh.pdf.toString('latin1');
    // embedded (FontFile2) and subset (the six-letter tag before the font's name)
    expect(pdfText).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(pdfText).toContain('/FontFile2');
    const vi = await render(pack, 'vi', true);
    const viAll = vi.runs.map((r) => r.str).join(' ');
    for (const term of ['Ngực', 'Dài tay', 'giữa thân sau', 'trần đè'])
      expect([term, viAll.toLowerCase().includes(term.toLowerCase())]).toEqual([term, true]);
    expect(vi.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  }, 300_000);
});
