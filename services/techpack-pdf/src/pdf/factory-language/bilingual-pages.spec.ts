import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../render';
import { readMarks, sectionStarts } from '../section-pages';
import { packOf } from '../../testing/build-pack';

// A technician reads a table whole: the bilingual pages keep the measurement tables on as many pages as the English
// ones (a translation line is set in its English text's size at 1.2 em, not Noto Sans SC's own 1.45 em line box).
async function sectionPages(pack: TechPack): Promise<Map<string, number>> {
  const { pdf, pages } = await renderTechPackPdf(pack, null);
  const doc = await PDFDocument.load(pdf);
  const starts = [...sectionStarts(doc, readMarks(doc))].sort((a, b) => a[1] - b[1]);
  return new Map(starts.map(([k, p], i) => [k, (starts[i + 1]?.[1] ?? pages + 1) - p]));
}

describe('bilingual pages', () => {
  it("keeps a hoodie's graded spec and how-to-measure tables on the English pages in Chinese", async () => {
    const pack = packOf('hoodie', { description: 'A garment' });
    const en = await sectionPages(pack);
    const zh = await sectionPages({ ...pack, pdfLanguage: 'zh-Hans' } as TechPack);
    for (const section of ['graded', 'howToMeasure'])
      expect([section, zh.get(section)]).toEqual([section, en.get(section)]);
    expect(en.get('howToMeasure')).toBe(1);
  }, 600_000);
});
