import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { blankFeatures, techPackSchema, type AiAnalysis, type ColourLayout } from '@techpack/contracts';
import { buildTechPack } from './techpack.model';

// The artwork and the colour order where the analysis measured where its colours lie (colourLayout): the ground first
// even where a print covers more of the garment, a placement box measured on the photo, no box for an all-over print.

const red = { hex: '#C8102E', name: 'Red', pantone: '18-1662 TCX', deltaE: 1 };
const navy = { hex: '#1B2A4A', name: 'Navy', pantone: '19-3832 TCX', deltaE: 1 };
const cream = { hex: '#F3E9DC', name: 'Ecru', pantone: '11-0105 TCX', deltaE: 1 };
const pink = { hex: '#E36FA8', name: 'Pink', pantone: '17-2127 TCX', deltaE: 1 };

function packOf(garmentType: string, colours: AiAnalysis['dominantColors'], layout?: ColourLayout) {
  const analysis: AiAnalysis = {
    garmentType,
    silhouette: 'Straight',
    styleCategory: 'Casual',
    description: 'A printed garment.',
    components: {},
    confidence: 0.9,
    dominantColors: colours,
    colourwayFor: { solid: colours!, patterned: colours! },
    ...(layout ? { colourLayout: layout } : {}),
    features: {
      ...blankFeatures(garmentType),
      pattern: { value: 'print', confidence: 0.95, source: 'detected' },
    },
  };
  const pack = buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    analysis,
    now: new Date('2026-03-01T10:00:00Z'),
  });
  return techPackSchema.parse(pack);
}

const cm = (v: unknown) => Number.parseFloat(String(v));

describe('artwork from the measured colour layout', () => {
  it('a red tee with a navy chest print larger than its red: red first, a placement box measured on the photo', () => {
    const colours = [
      { ...red, share: 0.42 },
      { ...navy, share: 0.5 },
    ];
    const layout: ColourLayout = {
      ground: red.hex,
      print: 'placement',
      colours: [
        { hex: red.hex, share: 0.42, role: 'ground' },
        { hex: navy.hex, share: 0.5, role: 'placement' },
      ],
      placement: {
        box: { left: 0.3, top: 0.2, width: 0.4, height: 0.45 },
        bodyWidths: { width: 0.6, height: 0.7, fromTop: 0.3, fromCentre: 0 },
      },
    };
    const pack = packOf('t-shirt', colours, layout);
    const chest = cm(pack.measurements.chestWidth);
    expect(pack.colors.map((c) => c.name)).toEqual(['Red', 'Navy']);
    const art = pack.artwork!;
    expect(art.kind).toBe('placement');
    expect(art.widthCm).toBeCloseTo(0.6 * chest, 0);
    expect(art.heightCm).toBeCloseTo(0.7 * chest, 0);
    expect(art.fromHpsCm).toBeCloseTo(0.3 * chest, 0);
    expect(art.fromCentreFrontCm).toBe(0);
    expect(art.inks!.map((i) => i.name)).toEqual(['Navy']);
    // without the layout the largest colour was taken for the ground: navy first, an all-over print
    const before = packOf('t-shirt', colours);
    expect(before.colors[0].name).toBe('Navy');
    expect(before.artwork!.kind).toBe('all-over');
  });

  it('an all-over print on a dress whose ground covers most of it: all-over, no placement box, the repeat measured', () => {
    const colours = [
      { ...cream, share: 0.8 },
      { ...pink, share: 0.15 },
    ];
    const layout: ColourLayout = {
      ground: cream.hex,
      print: 'all-over',
      colours: [
        { hex: cream.hex, share: 0.8, role: 'ground' },
        { hex: pink.hex, share: 0.15, role: 'all-over' },
      ],
      repeatBodyWidths: 0.2,
    };
    const pack = packOf('dress', colours, layout);
    const art = pack.artwork!;
    expect(art.kind).toBe('all-over');
    expect(art.widthCm).toBeUndefined();
    expect(art.fromHpsCm).toBeUndefined();
    expect(art.repeatCm).toBeGreaterThan(0);
    expect(art.inks!.map((i) => i.name)).toEqual(['Pink']);
    expect(pack.colors[0].name).toBe('Ecru');
    // without the layout the ground's share alone made it a placement print
    expect(packOf('dress', colours).artwork!.kind).toBe('placement');
  });
});
