import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { blankFeatures, techPackSchema, type AiAnalysis } from '@techpack/contracts';
import { SIZES, dimensionFloor, pomClassOf } from '@techpack/catalog';
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
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize,
    analysis: analysis(garmentType),
    now: new Date('2026-03-01T10:00:00Z'),
  });

describe('tech pack model', () => {
  it.each(['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie', 'pants', 'shorts', 'dress', 'skirt'])(
    'builds a valid, graded %s pack',
    (type) => {
      const pack = techPackSchema.parse(build(type, 'S'));
      expect(pack.pointsOfMeasure.baseSize).toBe('S');
      expect(pack.pointsOfMeasure.sizes).toEqual([...SIZES]);
      expect(pack.pointsOfMeasure.rows.length).toBeGreaterThanOrEqual(6);
      for (const row of pack.pointsOfMeasure.rows) {
        // a factory can measure it (>= 0.3 cm), bands never overlap where the step is >= 1 cm, detail heights do not grade
        expect(row.tolerance).toBeGreaterThanOrEqual(0.3);
        if (row.gradeStep >= 1 && row.tolerance > dimensionFloor(pomClassOf(row.key, 'length'), row.values.M))
          expect(row.tolerance).toBeLessThan(row.gradeStep / 2);
        expect(row.values.S).toBe(Number(String(pack.measurements[row.key]).replace(' cm', '')));
        if (row.gradeStep > 0) {
          expect(row.values.XS).toBeLessThan(row.values.S);
          expect(row.values.XXL).toBeGreaterThan(row.values.XL);
        } else expect(row.values.XS).toBe(row.values.XXL);
      }
      expect(pack.bom.find((l) => l.category === 'fabric')!.quantity).toBeGreaterThan(0);
      expect(pack.bom.some((l) => l.category === 'label')).toBe(true);
      expect(pack.bom.some((l) => l.category === 'packaging')).toBe(true);
      expect(
        pack.construction.operations.every(
          (o) => /^\d{3}/.test(o.isoStitch) && /^\d\.\d{2}\.\d{2}$/.test(o.isoSeam) && o.spi > 0,
        ),
      ).toBe(true);
      expect(pack.colors[0]).toEqual({ name: 'Red', hex: '#C01030', pantone: '18-1662 TCX', deltaE: 3.1 });
      expect(pack.provenance.colors).toBe('detected');
      // the fabric look was not seen: the fabric is a guess, never printed as a standard
      expect(pack.provenance['materials.fabricDetails']).toBe(
        (pack.materials as { fabricStatus?: string }).fabricStatus ? 'estimated' : 'standard',
      );
      expect(pack.revisions).toHaveLength(1);
    },
  );

  it("says the garment type is estimated where the analysis was below its type threshold, the designer's where named", () => {
    const at = (extra: Record<string, unknown>) =>
      buildTechPack({
        id: randomUUID(),
        uploadId: randomUUID(),
        filename: 'x.jpg',
        originalName: 'x.jpg',
        selectedSize: 'M',
        analysis: { ...analysis('t-shirt'), ...extra },
        now: new Date(),
      }).provenance['aiAnalysis.garmentType'];
    expect(at({ garmentTypeDetected: true })).toBe('detected');
    expect(at({})).toBe('detected'); // an analyzer without a type threshold (OpenAI) as before
    expect(at({ garmentTypeDetected: false })).toBe('estimated');
    // named by the designer: theirs where the analysis said otherwise or only estimated it
    expect(
      at({ garmentTypeDetected: false, detectedGarmentType: 't-shirt', requestedGarmentType: 't-shirt' }),
    ).toBe('user');
    expect(
      at({ garmentTypeDetected: true, detectedGarmentType: 'dress', requestedGarmentType: 't-shirt' }),
    ).toBe('user');
    expect(
      at({ garmentTypeDetected: true, detectedGarmentType: 't-shirt', requestedGarmentType: 't-shirt' }),
    ).toBe('detected');
  });

  it("a printed garment's colourway keeps the print's colours, the motif's small one included, up to four, one per name", () => {
    const a = analysis('dress');
    const c = (hex: string, share: number, name: string) => ({
      hex,
      share,
      name,
      pantone: `${name} TCX`,
      deltaE: 1,
    });
    a.dominantColors = [
      c('#ABBAC6', 0.4, 'Stormy'),
      c('#202534', 0.29, 'Moonless Mystery'),
      c('#6C7186', 0.22, 'Ashen Whisper'),
      c('#AF7B70', 0.023, 'Dusty Duchess'),
      c('#AF7B71', 0.02, 'Dusty Duchess'),
    ];
    const pack = buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: 'x.jpg',
      selectedSize: 'M',
      analysis: a,
      now: new Date('2026-03-01T10:00:00Z'),
    });
    expect(pack.colors.map((x) => x.name)).toEqual([
      'Stormy',
      'Moonless Mystery',
      'Ashen Whisper',
      'Dusty Duchess',
    ]);
    expect(pack.colors[3]).toEqual({
      name: 'Dusty Duchess',
      hex: '#AF7B70',
      pantone: 'Dusty Duchess TCX',
      deltaE: 1,
    });
    expect(pack.provenance.colors).toBe('detected');
  });

  it("a pattern changed by the designer brings that answer's measured colourway and the artwork request; the designer's colours stay", () => {
    const a = analysis('t-shirt');
    const c = (hex: string, share: number, name: string) => ({
      hex,
      share,
      name,
      pantone: `${name} TCX`,
      deltaE: 1,
    });
    a.features = {
      ...blankFeatures('t-shirt'),
      pattern: { value: 'solid', confidence: 0.8, source: 'detected' },
    } as AiAnalysis['features'];
    a.dominantColors = [c('#1F2A44', 0.95, 'Navy')];
    a.colourwayFor = {
      solid: [c('#1F2A44', 0.95, 'Navy')],
      patterned: [c('#1F2A44', 0.7, 'Navy'), c('#27324C', 0.25, 'Ink'), c('#E8E4D8', 0.04, 'Cream')],
    };
    const pack = buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: 'x.jpg',
      selectedSize: 'M',
      analysis: a,
      now: new Date('2026-03-01T10:00:00Z'),
    });
    expect(pack.colors.map((x) => x.name)).toEqual(['Navy']);
    expect(pack.aiAnalysis.components.artwork).toBeUndefined();
    const printed = applyUpdate(
      pack,
      { aiAnalysis: { features: { pattern: 'print' } } as never },
      new Date(),
    ).pack;
    expect(printed.colors.map((x) => x.name)).toEqual(['Navy', 'Ink', 'Cream']);
    expect(printed.aiAnalysis.components.artwork).toBe(
      'Print fabric: supply the artwork and the repeat size',
    );
    expect(printed.revisions.at(-1)!.changes).toContainEqual({
      field: 'colors',
      from: 'Navy',
      to: 'Navy, Ink, Cream',
    });
    const solidAgain = applyUpdate(
      printed,
      { aiAnalysis: { features: { pattern: 'solid' } } as never },
      new Date(),
    ).pack;
    expect(solidAgain.colors.map((x) => x.name)).toEqual(['Navy']);
    expect(solidAgain.aiAnalysis.components.artwork).toBeUndefined();
    // colours the designer chose are theirs: a pattern change leaves them
    const chosen = applyUpdate(
      pack,
      { colors: [{ name: 'Red', hex: '#C01030', pantone: '18-1662 TCX' }] },
      new Date(),
    ).pack;
    const chosenPrinted = applyUpdate(
      chosen,
      { aiAnalysis: { features: { pattern: 'stripe' } } as never },
      new Date(),
    ).pack;
    expect(chosenPrinted.colors.map((x) => x.hex)).toEqual(chosen.colors.map((x) => x.hex));
    expect(chosenPrinted.aiAnalysis.components.artwork).toBe(
      'Stripe fabric: supply the artwork and the repeat size',
    );
  });

  it("marks edited fields as the user's, regrades and records a revision", () => {
    const pack = build();
    const { pack: next, changed } = applyUpdate(
      pack,
      { measurements: { chestWidth: 60 }, branding: { logoMethod: 'embroidery' } },
      new Date(),
    );
    expect(changed).toEqual(['measurements.chestWidth', 'branding.logoMethod']);
    expect(next.measurements.chestWidth).toBe('60 cm');
    const chest = next.pointsOfMeasure.rows.find((r) => r.key === 'chestWidth')!;
    // unisex (ASTM D6240 pairs): the half chest grades by the table's 2 in chest step, evenly
    expect(chest.values).toMatchObject({ M: 60, L: 60 + chest.gradeStep, S: 60 - chest.gradeStep });
    expect(chest.gradeStep).toBeCloseTo(5.1, 1);
    expect(next.provenance['measurements.chestWidth']).toBe('user');
    expect(next.provenance['measurements.length']).not.toBe('user');
    expect(next.revisions.at(-1)).toMatchObject({ rev: 2, by: 'user' });
    expect(pack.measurements.chestWidth).not.toBe('60 cm'); // input not mutated
    const same = applyUpdate(next, { measurements: { chestWidth: '60 cm' } }, new Date());
    expect(same.changed).toEqual([]);
  });

  it('a body length the designer sets moves the centre back by the same shown centimetres, even on a photo-scaled pack', () => {
    const pack = build('t-shirt', 'M');
    const shown = (p: typeof pack, key: string) => Number(String(p.measurements[key]).replace(' cm', ''));
    const gap = shown(pack, 'length') - shown(pack, 'centreBackLength');
    expect(pack.provenance['measurements.length']).toBe('estimated'); // scaled by the photo's proportions
    const { pack: next } = applyUpdate(
      pack,
      { measurements: { length: String(shown(pack, 'length') + 3) } },
      new Date('2026-03-02T10:00:00Z'),
    );
    expect(shown(next, 'length')).toBe(shown(pack, 'length') + 3);
    expect(shown(next, 'centreBackLength')).toBeCloseTo(shown(next, 'length') - gap, 1);
  });

  it("changing the garment type brings that type's points of measure", () => {
    const { pack } = applyUpdate(build('t-shirt'), { aiAnalysis: { garmentType: 'pants' } }, new Date());
    expect(pack.pointsOfMeasure.rows.map((r) => r.key)).toContain('inseam');
    expect(pack.construction.operations.map((o) => o.operation)).toContain('Inseam');
  });
});

describe('features drive the pack', () => {
  const withFeatures = (garmentType: string, values: Record<string, string>) => {
    const a = analysis(garmentType);
    const f = blankFeatures(garmentType);
    for (const [k, v] of Object.entries(values))
      f[k as keyof typeof f] = { value: v, confidence: 0.95, source: 'detected' };
    return buildTechPack({
      id: randomUUID(),
      uploadId: randomUUID(),
      filename: 'x.jpg',
      originalName: 'x.jpg',
      selectedSize: 'M',
      analysis: { ...a, features: f },
      now: new Date('2026-03-01T10:00:00Z'),
    });
  };

  it('a hooded puffer gets hood POMs, wadding and lining, no canvas, and the description says so', () => {
    const pack = withFeatures('jacket', {
      hood: 'yes',
      fabric_look: 'quilted-or-padded',
      front_closure: 'zip-full',
      sleeve: 'long',
      main_colour: 'navy',
    });
    expect(pack.pointsOfMeasure.rows.map((r) => r.key)).toEqual(
      expect.arrayContaining(['hoodHeight', 'hoodWidth', 'hoodOpening']),
    );
    expect(pack.materials.mainFabric).not.toMatch(/canvas/i);
    // one wadding source: the default puffer shell is quilted with its wadding (no second wadding line)
    expect(pack.bom.filter((l) => /wadding/i.test(l.item))).toHaveLength(1);
    expect(pack.materials.lining).not.toBe('none');
    expect(pack.aiAnalysis.description).toMatch(/puffer/i);
    expect(pack.aiAnalysis.description).not.toMatch(/point collar/);
    expect(pack.branding.logoPosition).toBe('left-chest');
    expect(pack.styleName).toBe('Red Hooded Puffer Jacket'); // the measured colour wins over the main colour feature
    expect(pack.aiAnalysis.features!.hood.source).toBe('detected');
  });

  it('without features (older analyzers) the type defaults are assumed, and nothing is called seen', () => {
    const pack = build('shirt');
    expect(pack.aiAnalysis.features!.collar).toMatchObject({ value: 'point', source: 'assumed' });
    const sources = pack.aiAnalysis.components.sources as Record<string, string>;
    expect(Object.values(sources).every((s) => s === 'assumed')).toBe(true);
    expect(pack.provenance['aiAnalysis.description']).not.toBe('detected');
  });

  it("changing a feature re-derives every section, keeps the designer's values and records old and new values", () => {
    const pack = withFeatures('shirt', { sleeve: 'long', collar: 'point', front_closure: 'buttons-full' });
    const edited = applyUpdate(
      pack,
      { measurements: { chestWidth: 58 }, styleName: 'Weekend Shirt' },
      new Date(),
    ).pack;
    const codesBefore = Object.fromEntries(edited.pointsOfMeasure.rows.map((r) => [r.key, r.code]));
    const { pack: next, changed } = applyUpdate(
      edited,
      { aiAnalysis: { features: { sleeve: 'short' } } },
      new Date(),
    );
    expect(changed).toEqual(['aiAnalysis.features.sleeve']);
    const keys = next.pointsOfMeasure.rows.map((r) => r.key);
    expect(keys).not.toContain('cuffHeight');
    expect(next.pointsOfMeasure.rows.find((r) => r.key === 'sleeveLength')!.values.M).toBeLessThan(30);
    expect(next.measurements.chestWidth).toBe('58 cm'); // designer's value kept
    expect(next.styleName).toBe('Weekend Shirt');
    expect(next.construction.operations.map((o) => o.operation)).not.toContain('Cuffs and sleeve plackets');
    expect(next.aiAnalysis.description).toMatch(/short-sleeve/i);
    const rev = next.revisions.at(-1)!;
    expect(rev.changes).toEqual(
      expect.arrayContaining([{ field: 'features.sleeve', from: 'long (detected)', to: 'short (user)' }]),
    );
    expect(rev.changes!.find((c) => c.field === 'pointsOfMeasure')!.from).toMatch(/C8 Cuff height/);
    // codes never move: every key keeps its code, a returning POM gets its old code back
    for (const r of next.pointsOfMeasure.rows)
      if (codesBefore[r.key]) expect(r.code).toBe(codesBefore[r.key]);
    const back = applyUpdate(next, { aiAnalysis: { features: { sleeve: 'long' } } }, new Date()).pack;
    expect(back.pointsOfMeasure.rows.find((r) => r.key === 'cuffHeight')!.code).toBe(codesBefore.cuffHeight);
    const codes = back.pointsOfMeasure.rows.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("the studio's Save echo (whole analysis) confirms nothing and does not freeze stale text", () => {
    const pack = build('shirt');
    const echo = applyUpdate(
      pack,
      { aiAnalysis: structuredClone(pack.aiAnalysis) as never, measurements: { chestWidth: 57 } },
      new Date(),
    );
    expect(echo.changed).toEqual(['measurements.chestWidth']);
    expect(echo.pack.aiAnalysis.features!.collar.source).toBe('assumed');
    const stale = {
      ...structuredClone(pack.aiAnalysis),
      features: {
        ...structuredClone(pack.aiAnalysis.features!),
        sleeve: { value: 'short', confidence: 1, source: 'user' as const },
      },
    };
    const next = applyUpdate(pack, { aiAnalysis: stale as never }, new Date()).pack;
    expect(next.aiAnalysis.description).toMatch(/short-sleeve/i); // not the stale long-sleeve text sent alongside
    expect(next.provenance['aiAnalysis.description']).not.toBe('user');
  });

  it('custom POMs: add, edit tolerance and grade, delete; their code is never reused', () => {
    const pack = build('t-shirt');
    const added = applyUpdate(
      pack,
      { pointsOfMeasure: { add: [{ name: 'Pocket position from HPS', value: 22, grade: 0.5 }] } },
      new Date(),
    ).pack;
    const row = added.pointsOfMeasure.rows.find((r) => r.name === 'Pocket position from HPS')!;
    expect(row).toMatchObject({ code: 'X1', gradeStep: 0.5, tolerance: 0.3, provenance: 'user' });
    expect(row.values.L).toBe(22.5);
    const edited = applyUpdate(
      added,
      {
        pointsOfMeasure: {
          edit: { [row.key]: { tolerance: 0.5, grade: 1.5 }, chestWidth: { tolerance: 0.8 } },
        },
      },
      new Date(),
    ).pack;
    expect(edited.pointsOfMeasure.rows.find((r) => r.key === row.key)).toMatchObject({
      tolerance: 0.5,
      gradeStep: 1.5,
    });
    expect(edited.pointsOfMeasure.rows.find((r) => r.key === 'chestWidth')!.tolerance).toBe(0.8);
    expect(edited.revisions.at(-1)!.changes).toEqual(
      expect.arrayContaining([{ field: 'pointsOfMeasure.chestWidth.tolerance', from: '1', to: '0.8' }]),
    );
    const removed = applyUpdate(edited, { pointsOfMeasure: { remove: [row.key] } }, new Date()).pack;
    expect(removed.pointsOfMeasure.rows.some((r) => r.key === row.key)).toBe(false);
    const again = applyUpdate(
      removed,
      { pointsOfMeasure: { add: [{ name: 'Hem slit', value: 6, grade: 0 }] } },
      new Date(),
    ).pack;
    expect(again.pointsOfMeasure.rows.find((r) => r.name === 'Hem slit')!.code).toBe('X2');
    expect(() => applyUpdate(again, { pointsOfMeasure: { remove: ['chestWidth'] } }, new Date())).toThrow(
      /Only points of measure added by the designer/,
    );
  });
});

describe('PDF', () => {
  it('renders a multi-page A4 PDF with the image and a logo', async () => {
    const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#C01030' } })
      .jpeg()
      .toBuffer();
    const logo = await sharp({ create: { width: 80, height: 40, channels: 4, background: '#1F2A44' } })
      .png()
      .toBuffer();
    const { pack } = applyUpdate(
      build('hoodie'),
      { branding: { logo: `data:image/png;base64,${logo.toString('base64')}`, logoFile: 'logo.png' } },
      new Date(),
    );
    const out = await renderTechPackPdf(pack, image);
    expect(out.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(out.pages).toBe(11); // 8 sections, the cost page and its operation bulletin, the pattern page
    const text = out.pdf.toString('latin1');
    expect(text).toMatch(/\/MediaBox \[\s*0 0 595\.28\d* 841\.89\d*\s*\]/); // A4
    expect(text).toContain('/Subtype /Image');
  });
});
