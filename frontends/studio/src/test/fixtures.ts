import type { StudioTechPack } from '../lib/types';
import { gradedInRange, type GradeClass } from '@techpack/catalog';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
// Graded as the server grades (the catalog's rule: the unisex range's body table).
const graded = (base: number, step: number, cls: GradeClass) => gradedInRange(step, base, 'M', cls, 'unisex');

export function makeTechPack(overrides: Partial<StudioTechPack> = {}): StudioTechPack {
  return {
    id: 'tp-1',
    uploadId: 'up-1',
    upload: { filename: 'abc.jpg', originalName: 'tee.jpg', garmentType: 't-shirt' },
    generatedAt: '2026-11-22T04:00:00.000Z',
    createdAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    pdfPath: '/api/tech-pack/tp-1/pdf-download',
    imageUrl: '/api/uploads/abc.jpg',
    styleNumber: 'TS-0001',
    season: 'SS27',
    selectedSize: 'M',
    aiAnalysis: {
      garmentType: 't-shirt',
      silhouette: 'regular fit',
      styleCategory: 'casual',
      description: 'A crew neck tee',
      components: { collar: 'crew neck' },
      confidence: 0.873,
    },
    measurements: { chestWidth: '52 cm', length: '70 cm', sleeveLength: '20 cm', shoulderWidth: '44 cm' },
    materials: {
      mainFabric: '100% Cotton Jersey',
      fabricDetails: { gsm: 180, composition: '100% Cotton', texture: 'Smooth knit', category: 'Cotton' },
      lining: 'none',
      trim: 'cotton-ribbing',
    },
    colors: [{ name: 'Black', hex: '#1C1C1C', pantone: '19-3911 TCX' }],
    branding: {
      logo: null,
      logoFile: null,
      logoPosition: 'center-chest',
      logoWidth: 8,
      logoHeight: 6,
      logoMethod: 'screen-print',
      logoColors: 'single-color',
      logoFromTop: 8,
      logoFromLeft: 0,
      mainLabel: 'Acme',
      careInstructions: 'machine-wash-cold',
      sizeLabelFormat: 'us-standard',
      hangTagStyle: 'minimalist',
      hangTagContent: '',
      packaging: 'poly-mailer',
    },
    trims: { neckband: 'cotton-ribbing' },
    specialFeatures: { finish: 'none', hardware: 'none' },
    pointsOfMeasure: {
      unit: 'cm',
      baseSize: 'M',
      sizes: [...SIZES],
      sizeRange: 'unisex',
      rows: [
        {
          code: 'A1',
          key: 'chestWidth',
          name: '1/2 Chest',
          howToMeasure: '2 cm below armhole',
          tolerance: 1,
          gradeStep: 2.5,
          values: graded(52, 2.5, 'girthMajor'),
          provenance: 'estimated',
          gradeClass: 'girthMajor',
        },
        {
          code: 'A2',
          key: 'length',
          name: 'Body length',
          howToMeasure: 'HPS to hem',
          tolerance: 1,
          gradeStep: 1.5,
          values: graded(70, 1.5, 'lengthMajor'),
          provenance: 'detected',
          gradeClass: 'lengthMajor',
        },
      ],
    },
    ...overrides,
  };
}

export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
