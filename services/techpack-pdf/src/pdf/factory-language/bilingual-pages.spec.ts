import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { ANALYZED_GARMENT_TYPES, type TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../render';
import { readMarks, sectionStarts } from '../section-pages';
import { packOf } from '../../testing/build-pack';

// A technician reads a table whole: the bilingual pages keep each section on as many pages as the English one (a
// translation line is set a little smaller than its English, at 1.1-1.15 em, a bilingual table row and box keep less
// padding, the flats' box fits its drawings), read from the section marks the cover's contents are numbered from.
// Vietnamese words are longer than the English: the long cover (long-sleeve top, jacket, dress, skirt) and bill of
// materials (jacket, hoodie) are the tight ones.
async function sectionPages(pack: TechPack): Promise<Map<string, number>> {
  const { pdf, pages } = await renderTechPackPdf(pack, null);
  const doc = await PDFDocument.load(pdf);
  const starts = [...sectionStarts(doc, readMarks(doc))].sort((a, b) => a[1] - b[1]);
  return new Map(starts.map(([k, p], i) => [k, (starts[i + 1]?.[1] ?? pages + 1) - p]));
}

// the sections longer than in English, as "section en->lang"
function longer(en: Map<string, number>, other: Map<string, number>): string[] {
  return [...other].filter(([k, n]) => n > (en.get(k) ?? 0)).map(([k, n]) => `${k} ${en.get(k) ?? 0}->${n}`);
}

describe('bilingual pages', () => {
  it.each(ANALYZED_GARMENT_TYPES)(
    '%s: no section takes more pages in zh-Hans or vi than in English',
    async (type) => {
      const pack = packOf(type, { description: 'A garment' });
      const en = await sectionPages(pack);
      expect(en.size).toBeGreaterThan(5);
      for (const lang of ['zh-Hans', 'vi']) {
        const other = await sectionPages({ ...pack, pdfLanguage: lang } as TechPack);
        expect([lang, [...other.keys()].sort()]).toEqual([lang, [...en.keys()].sort()]);
        expect([lang, longer(en, other)]).toEqual([lang, []]);
      }
    },
    600_000,
  );

  it("keeps a hoodie's graded spec and how-to-measure tables on the English pages in Chinese", async () => {
    const pack = packOf('hoodie', { description: 'A garment' });
    const en = await sectionPages(pack);
    const zh = await sectionPages({ ...pack, pdfLanguage: 'zh-Hans' } as TechPack);
    for (const section of ['graded', 'howToMeasure'])
      expect([section, zh.get(section)]).toEqual([section, en.get(section)]);
    expect(en.get('howToMeasure')).toBe(1);
  }, 600_000);
});
