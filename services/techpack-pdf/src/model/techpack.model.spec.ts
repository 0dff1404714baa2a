import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { techPackSchema, type AiAnalysis } from '@techpack/contracts';
import { SIZES } from '@techpack/catalog';
import { applyUpdate, buildTechPack } from './techpack.model';
import { renderTechPackPdf } from '../pdf/render';

const analysis = (garmentType: string): AiAnalysis => ({
  garmentType,
  silhouette: 'Straight, relaxed fit',
  styleCategory: 'Casual basics',
  description: 'A red T-shirt.',
  components: { neckline: 'Crew neck', sleeves: 'Short sleeves', assumed: ['hem'] },
  confidence: 0.87,
  dominantColors: [{ hex: '#C01030', share: 0.8, name: 'Red', pantone: '18-1662 TCX', deltaE: 3.1 }],
  proportions: { bboxAspect: 1.2, coverage: 0.4, bbox: { left: 0.1, top: 0.1, width: 0.8, height: 0.8 } },
  analyzer: 'local:test',
  segmented: true,
});

const build = (garmentType = 't-shirt', selectedSize = 'M') =>
  buildTechPack({ id: randomUUID(), uploadId: randomUUID(), filename: 'x.jpg', originalName: 'x.jpg', selectedSize, analysis: analysis(garmentType), now: new Date('2026-03-01T10:00:00Z') });

describe('tech pack model', () => {
  it.each(['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie', 'pants', 'shorts', 'dress', 'skirt'])('builds a valid, graded %s pack', (type) => {
    const pack = techPackSchema.parse(build(type, 'S'));
    expect(pack.pointsOfMeasure.baseSize).toBe('S');
    expect(pack.pointsOfMeasure.sizes).toEqual([...SIZES]);
    expect(pack.pointsOfMeasure.rows.length).toBeGreaterThanOrEqual(6);
    for (const row of pack.pointsOfMeasure.rows) {
      // issue 15: a factory can measure it (>= 0.3 cm), bands never overlap where the step is >= 1 cm, detail heights do not grade
      expect(row.tolerance).toBeGreaterThanOrEqual(0.3);
      if (row.gradeStep >= 1) expect(row.tolerance).toBeLessThan(row.gradeStep / 2);
      expect(row.values.S).toBe(Number(String(pack.measurements[row.key]).replace(' cm', '')));
      if (row.gradeStep > 0) {
        expect(row.values.XS).toBeLessThan(row.values.S);
        expect(row.values.XXL).toBeGreaterThan(row.values.XL);
      } else expect(row.values.XS).toBe(row.values.XXL);
    }
    expect(pack.bom.find((l) => l.category === 'fabric')!.quantity).toBeGreaterThan(0);
    expect(pack.bom.some((l) => l.category === 'label')).toBe(true);
    expect(pack.bom.some((l) => l.category === 'packaging')).toBe(true);
    expect(pack.construction.operations.every((o) => /^\d{3}/.test(o.isoStitch) && /^\d\.\d{2}\.\d{2}$/.test(o.isoSeam) && o.spi > 0)).toBe(true);
    expect(pack.colors[0]).toEqual({ name: 'Red', hex: '#C01030', pantone: '18-1662 TCX' });
    expect(pack.provenance.colors).toBe('detected');
    expect(pack.provenance['materials.fabricDetails']).toBe('standard');
    expect(pack.revisions).toHaveLength(1);
  });

  it('marks edited fields as the user\'s, regrades and records a revision', () => {
    const pack = build();
    const { pack: next, changed } = applyUpdate(pack, { measurements: { chestWidth: 60 }, branding: { logoMethod: 'embroidery' } }, new Date());
    expect(changed).toEqual(['measurements.chestWidth', 'branding.logoMethod']);
    expect(next.measurements.chestWidth).toBe('60 cm');
    expect(next.pointsOfMeasure.rows.find((r) => r.key === 'chestWidth')!.values).toMatchObject({ M: 60, L: 62.5, S: 57.5 });
    expect(next.provenance['measurements.chestWidth']).toBe('user');
    expect(next.provenance['measurements.length']).not.toBe('user');
    expect(next.revisions.at(-1)).toMatchObject({ rev: 2, by: 'user' });
    expect(pack.measurements.chestWidth).not.toBe('60 cm'); // input not mutated
    const same = applyUpdate(next, { measurements: { chestWidth: '60 cm' } }, new Date());
    expect(same.changed).toEqual([]);
  });

  it('changing the garment type brings that type\'s points of measure', () => {
    const { pack } = applyUpdate(build('t-shirt'), { aiAnalysis: { garmentType: 'pants' } }, new Date());
    expect(pack.pointsOfMeasure.rows.map((r) => r.key)).toContain('inseam');
    expect(pack.construction.operations.map((o) => o.operation)).toContain('Inseam');
  });
});

describe('PDF', () => {
  it('renders a multi-page A4 PDF with the image and a logo', async () => {
    const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#C01030' } }).jpeg().toBuffer();
    const logo = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#1F2A44' } }).png().toBuffer();
    const { pack } = applyUpdate(build('hoodie'), { branding: { logo: `data:image/png;base64,${logo.toString('base64')}`, logoFile: 'logo.png' } }, new Date());
    const out = await renderTechPackPdf(pack, image);
    expect(out.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(out.pages).toBe(8);
    const text = out.pdf.toString('latin1');
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/); // A4
    expect(text).toContain('/Subtype /Image');
  });
});
