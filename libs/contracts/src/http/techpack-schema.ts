import { z } from 'zod';
import { fitDecisionRecordSchema } from './sample-loop-fit';
import { costOverridesSchema } from './cost';
import { artworkSchema, fitSchema, sizeRangeSchema } from './techpack-trade';
import { BOM_CATEGORIES, BOM_ORIGINS, bomUserSchema, colourwaySchema } from './techpack-bom';
import { TECHPACK_STATUSES, aiAnalysisSchema, provenanceSchema, sizeSchema } from './techpack-analysis';
import {
  brandingSchema,
  colorSchema,
  materialsSchema,
  measurementsSchema,
  specialFeaturesSchema,
  trimsSchema,
} from './techpack-spec';

export * from './techpack-spec';

// The tech pack as GET /api/tech-pack/{id} answers it, and the upload and regenerate answers that carry it.
// ./techpack.ts re-exports them.

// ---------------------------------------------------------------------------------------------
// Factory fields (techpack-conventions.md)
// ---------------------------------------------------------------------------------------------

export const pomRowSchema = z.object({
  code: z.string(), // e.g. 'A4'
  key: z.string(), // key in `measurements`, e.g. 'chestWidth'
  name: z.string(), // e.g. '1/2 Chest'
  howToMeasure: z.string(),
  tolerance: z.number(), // +/- cm
  gradeStep: z.number(), // cm per size
  values: z.record(z.number()), // size -> cm
  provenance: provenanceSchema,
  component: z.string().optional(), // the key of the garment component it measures (garment.components)
  // which column of the size range's body table its steps follow (the catalog's gradeInRange): the studio previews an
  // edit with the same rule the server saves with
  gradeClass: z.enum(['girthMajor', 'girthMinor', 'lengthMajor', 'lengthMinor', 'none']).optional(),
});
export type PomRow = z.infer<typeof pomRowSchema>;

export const gradedSpecSchema = z.object({
  unit: z.literal('cm'),
  baseSize: sizeSchema, // sample size, marked in the PDF
  sizes: z.array(sizeSchema),
  rows: z.array(pomRowSchema),
  sizeRange: sizeRangeSchema.optional(), // the range the rows are graded in
});
export type GradedSpec = z.infer<typeof gradedSpecSchema>;

export const bomLineSchema = z.object({
  ref: z.string(), // 'F1', 'T2', ...
  category: z.enum(BOM_CATEGORIES),
  item: z.string(),
  description: z.string(),
  placement: z.string(),
  color: z.string(),
  quantity: z.number(), // per garment
  unit: z.string(), // 'm', 'pcs', 'm2'
  supplier: z.string(),
  provenance: provenanceSchema,
  quantityBySize: z.record(z.number()).optional(), // where the quantity varies with size (fabric, elastic cut length)
  // the designer's BOM (./techpack-bom.ts)
  articleNumber: z.string().optional(),
  origin: z.enum(BOM_ORIGINS).optional(), // 'derived' until the designer edits the line, then 'user'
  colourways: z.record(colorSchema).optional(), // colourway name -> this component's colour in it
  component: z.string().optional(), // the key of the garment component it is for (garment.components)
});
export type BomLine = z.infer<typeof bomLineSchema>;

// One part of the garment: every surface (flats, BOM, operations, POMs, cost) names its key
export const garmentComponentSchema = z.object({
  key: z.string(),
  kind: z.string(),
  name: z.string(),
  placement: z.string(),
  source: z.enum(['grammar', 'catalogue', 'designer']),
  feature: z.string().optional(),
  detail: z.string().optional(),
  drawn: z.boolean(),
  needs: z.object({ operation: z.boolean(), material: z.boolean(), measure: z.boolean() }),
  description: z.string().optional(),
  provisional: z.boolean().optional(),
  // a detail's mark on the flats (shape, where, which view)
  mark: z
    .object({
      shape: z.string(),
      at: z.string(),
      view: z.enum(['front', 'back', 'both']),
      params: z.record(z.string()).optional(),
    })
    .optional(),
});
export type GarmentComponent = z.infer<typeof garmentComponentSchema>;

// A detail the designer added: a catalogue id ('flounce-sleeve') or 'custom' with their own description
export const packDetailSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  detail: z.string().max(40),
  name: z.string().max(80).optional(),
  placement: z.string().max(120).optional(),
  description: z.string().max(300).optional(),
  operation: z.string().max(120).optional(),
  material: z.string().max(120).optional(),
  quantity: z.number().positive().max(1000).optional(),
  unit: z.string().max(20).optional(),
  params: z.record(z.string().max(20), z.string().max(20)).optional(),
});
export type PackDetail = z.infer<typeof packDetailSchema>;

export const constructionOperationSchema = z.object({
  operation: z.string(), // 'Shoulder seams'
  isoStitch: z.string(), // ISO 4915, e.g. '504'
  stitchName: z.string(), // '3-thread overlock'
  isoSeam: z.string(), // ISO 4916, e.g. '1.01.01'
  seamName: z.string(),
  spi: z.number(), // stitches per inch
  seamAllowanceCm: z.number(),
  notes: z.string(),
  component: z.string().optional(), // the key of the garment component it sews (garment.components)
});
export const constructionSchema = z.object({
  operations: z.array(constructionOperationSchema),
  thread: z.string(),
  finishing: z.string(),
  provenance: provenanceSchema,
});
export type Construction = z.infer<typeof constructionSchema>;

export const careSchema = z.object({
  instruction: z.string(), // CARE_INSTRUCTIONS value
  lines: z.array(z.string()),
  provenance: provenanceSchema,
  symbols: z.array(z.string()).optional(), // ISO 3758 care symbols in label order: wash, bleach, dry, iron, professional
});
export type Care = z.infer<typeof careSchema>;

export const revisionSchema = z.object({
  rev: z.number().int(),
  at: z.string(),
  by: z.enum(['system', 'user', 'fit']),
  summary: z.string(),
  fields: z.array(z.string()),
  // old and new values of what changed (features, garment type, fabric, measurements, ...)
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })).optional(),
  // a revision made by a fit session's decision names the session
  fitSessionId: z.string().optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const techPackUploadSchema = z.object({
  filename: z.string(), // web-sized reference image, served by GET /api/uploads/{filename}
  originalName: z.string(),
  garmentType: z.string(),
});

// GET /api/tech-pack/{id}, items of GET /api/tech-packs/user, `techPack` of the upload answer.
export const techPackSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  upload: techPackUploadSchema,
  generatedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pdfPath: z.string().nullable(), // '/api/tech-pack/{id}/pdf-download' once rendered
  imageUrl: z.string().nullable(), // '/api/uploads/{filename}'; null: no reference photo (a pack imported from another account)
  aiAnalysis: aiAnalysisSchema,
  measurements: measurementsSchema,
  materials: materialsSchema,
  colors: z.array(colorSchema),
  branding: brandingSchema,
  trims: trimsSchema,
  specialFeatures: specialFeaturesSchema,
  // richer fields
  selectedSize: sizeSchema,
  styleNumber: z.string(),
  season: z.string(),
  pointsOfMeasure: gradedSpecSchema,
  bom: z.array(bomLineSchema),
  construction: constructionSchema,
  care: careSchema,
  // field path ('measurements', 'materials.mainFabric', 'colors', 'branding.logo', ...) -> provenance
  provenance: z.record(provenanceSchema),
  revisions: z.array(revisionSchema),
  // garment grammar: style name, POM codes ever given (key -> code), designer's POMs and settings
  styleName: z.string().optional(),
  pomCodes: z.record(z.string()).optional(),
  customPoms: z
    .record(
      z.object({ name: z.string(), howToMeasure: z.string(), tolerance: z.number(), grade: z.number() }),
    )
    .optional(),
  pomOverrides: z
    .record(z.object({ tolerance: z.number().optional(), grade: z.number().optional() }))
    .optional(),
  pdfUnit: z.enum(['cm', 'in']).optional(),
  factoryLanguage: z.enum(['en', 'zh-Hans', 'vi']).optional(), // the factory's copy: English beside this language
  partnerLanguages: z.record(z.enum(['en', 'zh-Hans', 'vi'])).optional(), // per partner (orders' manufacturer id)
  // size range and fit (every size and measurement follows them), the print's artwork box
  sizeRange: sizeRangeSchema.optional(),
  fit: fitSchema.optional(),
  artwork: artworkSchema.optional(),
  // draft until the designer confirms it (absent on packs made before: read as draft)
  status: z.enum(TECHPACK_STATUSES).optional(),
  confirmedAt: z.string().optional(),
  // once shared or ordered (or confirmed) the style number no longer follows the garment type
  styleNumberFrozen: z.boolean().optional(),
  // first share with the manufacturer (chat) and first sample order (orders-payments): each freezes the style number
  sharedAt: z.string().optional(),
  orderedAt: z.string().optional(),
  // the one derived garment every surface is drawn from (flats, BOM, construction, points of measure)
  garment: z
    .object({
      kind: z.string(),
      family: z.string(),
      label: z.string(),
      features: z.record(z.string()),
      components: z.array(garmentComponentSchema).optional(),
    })
    .optional(),
  // details the designer added (catalogue details and custom components): each a component of the garment
  details: z.array(packDetailSchema).optional(),
  // the designer's BOM edits and the style's colourways (the first is the sample colourway)
  bomUser: bomUserSchema.optional(),
  colourways: z.array(colourwaySchema).optional(),
  // the designer's cost choices and price overrides (GET /api/tech-pack/{id}/cost)
  costOverrides: costOverridesSchema.nullable().optional(),
  // the sample loop: the pack's revision number (last revisions[].rev) and the fit sessions decided on it
  revision: z.number().int().optional(),
  fitDecisions: z.array(fitDecisionRecordSchema).optional(),
});
export type TechPack = z.infer<typeof techPackSchema>;

// A list of whole packs (the designer's list answers summaries: ./techpack-list.ts)
export const techPackListSchema = z.array(techPackSchema);

// POST /api/upload -> 201
export const uploadRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  originalName: z.string(),
  filename: z.string(), // web-sized JPEG served by GET /api/uploads/{filename}
  originalFilename: z.string(), // original bytes (metadata stripped) kept in storage
  contentType: z.string(), // detected from the content
  sizeBytes: z.number(),
  width: z.number(),
  height: z.number(),
  garmentType: z.string().nullable(), // as chosen in the form, null when not chosen
  selectedSize: sizeSchema,
  createdAt: z.string(),
  imageUrl: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

// POST /api/upload -> 201: the analysis, the tech pack made from it and the stored upload.
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  analysis: aiAnalysisSchema,
  techPack: techPackSchema,
  upload: uploadRecordSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// POST /api/tech-pack/{id}/regenerate
export const regenerateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  updatedTechPack: techPackSchema,
});
export type RegenerateResponse = z.infer<typeof regenerateResponseSchema>;
