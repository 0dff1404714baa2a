import { describe, expect, it } from '@jest/globals';
import { pdfFileName } from './pdf-file-name';

describe('pdfFileName', () => {
  const pack = { styleNumber: 'TP-2026-0042', aiAnalysis: { garmentType: 't-shirt' } };

  it('names the stored PDF by style number and garment type', () => {
    expect(pdfFileName(pack)).toBe('TP-2026-0042-t-shirt-tech-pack.pdf');
    expect(pdfFileName(pack, { lang: 'en' })).toBe('TP-2026-0042-t-shirt-tech-pack.pdf');
  });

  it('says which on-demand copy it is: inches, without cost, factory language', () => {
    expect(pdfFileName(pack, { lang: 'zh-Hans' })).toBe('TP-2026-0042-t-shirt-tech-pack-zh-Hans.pdf');
    expect(pdfFileName(pack, { inches: true, omitCost: true, lang: 'vi' })).toBe(
      'TP-2026-0042-t-shirt-tech-pack-in-no-cost-vi.pdf',
    );
  });

  it('keeps the name safe for a Content-Disposition header', () => {
    expect(pdfFileName({ styleNumber: 'Spring "26" / A', aiAnalysis: { garmentType: 'polo shirt' } })).toBe(
      'Spring-26-A-polo-shirt-tech-pack.pdf',
    );
    expect(pdfFileName({})).toBe('tech-pack.pdf');
  });
});
