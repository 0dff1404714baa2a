import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { ANALYZED_GARMENT_TYPES, type TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../render';
import { readMarks, sectionStarts } from '../section-pages';
import { packOf } from '../../testing/build-pack';

// A technician reads a table whole: the bilingual pages keep each section on as many pages as the English one (a
// translation line is set a little smaller than its English, at 1.1-1.15 em, and a bilingual table row keeps less
// padding), read from the section marks the cover's contents are numbered from.
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

// Vietnamese words are longer than the English: on these types every section keeps its English pages (on the others a
// long cover or bill of materials can still take a page more: docs/factory-language.md, Known limits)
const VI_TYPES = new Set<string>(['t-shirt', 'shirt', 'pants', 'shorts']);

describe('bilingual pages', () => {
  it.each(ANALYZED_GARMENT_TYPES)(
    '%s: no section takes more pages in zh-Hans (nor in vi where listed) than in English',
    async (type) => {
      const pack = packOf(type, { description: 'A garment' });
      const en = await sectionPages(pack);
      expect(en.size).toBeGreaterThan(5);
      const langs = VI_TYPES.has(type) ? ['zh-Hans', 'vi'] : ['zh-Hans'];
      for (const lang of langs) {
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
