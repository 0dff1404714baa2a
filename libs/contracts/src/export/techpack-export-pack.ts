import { z } from 'zod';
import { arr, atMost, map, num, obj, provenance, str } from './export-bounds';
import {
  exportBomSchema,
  exportCareSchema,
  exportConstructionSchema,
  exportDetailsSchema,
  exportGarmentSchema,
  exportPointsOfMeasureSchema,
} from './techpack-export-sections';

// The pack inside a tech pack export (./techpack-export.schema.ts), as bounded as an import takes it.

const LOGO_DATA_URL = new RegExp('^data:image/(png|jpeg|jpg|svg\\+xml);base64,[A-Za-z0-9+/=\\s]*$');
// a 5 MB image as base64, and its data URL prefix
const LOGO_MAX_LENGTH = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 200;

const scalar = z.union([str(500), z.number(), z.boolean(), z.null()]);

const upload = obj({
  filename: str(200).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
  originalName: str(255),
  garmentType: str(60),
});

const aiAnalysis = obj(
  {
    garmentType: str(60),
    silhouette: str(100),
    styleCategory: str(100),
    description: str(2000),
    components: map(
      z.union([str(200), z.union([z.number(), z.boolean(), z.null()]), arr(str(60), 40), map(str(60), 40)]),
      40,
    ),
    confidence: z.number().min(0).max(1),
  },
  { features: map(obj({ value: str(60) }, { confidence: num, source: str(20) }), 40) },
);

const materials = obj({
  mainFabric: str(200),
  fabricDetails: obj({ gsm: num, composition: str(200), texture: str(200), category: str(100) }),
  lining: str(100),
  trim: str(100),
});

const color = obj({ name: str(100), hex: str(7).regex(/^#[0-9A-Fa-f]{6}$/), pantone: str(120) });

const branding = obj(
  {
    logo: str(LOGO_MAX_LENGTH).regex(LOGO_DATA_URL).nullable(),
    logoPosition: str(60),
    logoMethod: str(60),
    mainLabel: str(200),
    careInstructions: str(60),
    hangTagStyle: str(60),
    packaging: str(60),
  },
  {
    logoFile: str(255).nullable(),
    logoWidth: num,
    logoHeight: num,
    logoColors: str(60),
    logoFromTop: num,
    logoFromLeft: num,
    sizeLabelFormat: str(60),
    hangTagContent: str(500),
  },
);

const revision = obj(
  {
    rev: z.number().int(),
    at: str(40),
    by: str(20), // 'system', 'user', ...
    summary: str(5000),
    fields: arr(str(200), 300),
  },
  { changes: arr(obj({ field: str(200), from: str(20000), to: str(20000) }), 300) },
);

const costOverrides = z
  .object({
    unitPrices: map(z.number().min(0).max(10000), 100, 12),
    labourRatePerMinute: z.number().min(0).max(10),
    overheadPercent: z.number().min(0).max(100),
    marginPercent: z.number().min(0).max(100),
    quantity: z.number().int().min(1).max(1000000),
    region: str(30),
  })
  .partial()
  .strict()
  .nullable();

const pack = obj(
  {
    id: str(64),
    upload,
    aiAnalysis: atMost(aiAnalysis, 80),
    measurements: map(z.union([str(40), num]), 150),
    materials: atMost(materials, 40),
    colors: arr(color, 40),
    branding: atMost(branding, 40),
    trims: map(scalar, 80),
    specialFeatures: atMost(obj({ finish: str(60), hardware: str(60) }), 20),
    selectedSize: str(10),
    styleNumber: str(60),
    season: str(20),
    pointsOfMeasure: exportPointsOfMeasureSchema,
    bom: exportBomSchema,
    construction: exportConstructionSchema,
    care: exportCareSchema,
    provenance: map(provenance, 500, 120),
    revisions: arr(revision, 1000),
  },
  {
    uploadId: str(100),
    generatedAt: str(40),
    createdAt: str(40),
    updatedAt: str(40),
    pdfPath: z.null().describe('Always null in an export: the PDF belongs to the pack on the server'),
    imageUrl: str(300)
      .nullable()
      .describe(
        "The reference photo (/api/uploads/<id>.jpg), or null when the pack has none of the importer's",
      ),
    garment: exportGarmentSchema,
    details: exportDetailsSchema,
    styleName: str(80),
    pomCodes: map(str(12), 300),
    customPoms: map(obj({ name: str(120), howToMeasure: str(500), tolerance: num, grade: num }), 80),
    pomOverrides: map(obj({}, { tolerance: num, grade: num }), 150),
    pdfUnit: z.enum(['cm', 'in']),
    costOverrides,
  },
);

export const exportedPackSchema = atMost(pack, 80);
