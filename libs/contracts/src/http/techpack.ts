import { z } from 'zod';
import { fitDecisionRecordSchema } from './sample-loop';
import {
  CARE_INSTRUCTIONS,
  FINISH_OPTIONS,
  HANG_TAG_STYLES,
  HARDWARE_OPTIONS,
  LINING_OPTIONS,
  LOGO_LIMITS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  PACKAGING_OPTIONS,
  PRINT_COLORS,
  SIZE_LABEL_FORMATS,
  TRIM_OPTIONS,
} from '@techpack/catalog';
import { featureUpdateSchema, garmentFeaturesSchema } from '../features';
import { artworkSchema, artworkUpdateSchema, fitSchema, sizeLabelSchema, sizeRangeSchema } from './techpack-trade';

export * from './techpack-trade';
import { costOverridesSchema } from './cost';
import { BOM_CATEGORIES, BOM_ORIGINS, bomEditsSchema, bomUserSchema, colourwaySchema, colourwaysUpdateSchema } from './techpack-bom';

export * from './techpack-bom';

// HTTP contract of the tech pack (GET /api/tech-pack/{id}) and of the upload answer (POST /api/upload).
// The spec's fields come first and keep their exact names; the richer factory fields follow.

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

// Where a value came from: seen in the photo, estimated from it, a standard default, set by the user, or taken from a
// sample's fit session (the designer's decision on what the sample measured).
export const PROVENANCE_VALUES = ['detected', 'estimated', 'standard', 'user', 'fit'] as const;
export const provenanceSchema = z.enum(PROVENANCE_VALUES);
export type Provenance = z.infer<typeof provenanceSchema>;

export const PROVENANCE_LEGEND: Record<Provenance, string> = {
  detected: 'Detected from the photo',
  estimated: 'Estimated from the photo and garment type: confirm on the sample',
  standard: 'Standard default for this garment type: confirm with the designer',
  user: 'Set by the designer',
  fit: 'From a fit session: decided by the designer on what the sample measured',
};

// Garment types the analyzer can name ('unsupported' is never stored in a tech pack).
export const ANALYZED_GARMENT_TYPES = ['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie', 'pants', 'shorts', 'dress', 'skirt'] as const;
export type AnalyzedGarmentType = (typeof ANALYZED_GARMENT_TYPES)[number];
// A designer may set the garment type to one of these (PUT aiAnalysis.garmentType, POST .../confirm); any other is a 400.
export const GARMENT_TYPE_MESSAGE = `Invalid garment type: choose one of ${ANALYZED_GARMENT_TYPES.join(', ')}`;

// A pack is a draft until the designer confirms it (POST /api/tech-pack/{id}/confirm); a confirmed pack stays ready.
export const TECHPACK_STATUSES = ['draft', 'ready'] as const;
export type TechPackStatus = (typeof TECHPACK_STATUSES)[number];
export const DRAFT_MARK = 'DRAFT - not confirmed by the designer';

// adult alpha sizes and kids' ages (a pack's sizes are those of its size range)
export const sizeSchema = sizeLabelSchema;

// ---------------------------------------------------------------------------------------------
// Analysis (spec: garmentType, silhouette, styleCategory, description, components, confidence)
// ---------------------------------------------------------------------------------------------

export const garmentComponentsSchema = z
  .object({
    collar: z.string().optional(),
    neckline: z.string().optional(),
    sleeves: z.string().optional(),
    closure: z.string().optional(),
    pockets: z.string().optional(),
    hem: z.string().optional(),
    waistband: z.string().optional(),
    fit: z.string().optional(),
    // Names of the components above that were assumed from the garment type, not seen in the photo.
    assumed: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type GarmentComponents = z.infer<typeof garmentComponentsSchema>;

export const dominantColorSchema = z.object({
  hex: z.string(),
  share: z.number().min(0).max(1), // fraction of garment pixels
  name: z.string(), // nearest palette colour name
  pantone: z.string(),
  deltaE: z.number(),
});
export type DominantColor = z.infer<typeof dominantColorSchema>;

export const aiAnalysisSchema = z
  .object({
    garmentType: z.string(),
    silhouette: z.string(),
    styleCategory: z.string(),
    description: z.string(),
    components: garmentComponentsSchema,
    confidence: z.number().min(0).max(1),
    // Richer, optional: what the analyzer measured.
    detectedGarmentType: z.string().optional(), // what the image analysis said, before a user override
    garmentTypeDetected: z.boolean().optional(), // false: the analysis's type is an estimate (below its detected threshold)
    requestedGarmentType: z.string().nullable().optional(), // the upload form's choice, if any
    rawClass: z.string().optional(),
    probabilities: z.record(z.number()).optional(),
    dominantColors: z.array(dominantColorSchema).optional(),
    // The measured colourway under either pattern answer (the analyzer's lists, at most 8 each): a designer who changes
    // the pattern in the studio gets the colourway that answer gives (a print's motif colours, a solid's one fabric).
    colourwayFor: z
      .object({ solid: z.array(dominantColorSchema).max(8), patterned: z.array(dominantColorSchema).max(8) })
      .optional(),
    proportions: z
      .object({
        bboxAspect: z.number(), // garment bounding box height / width
        coverage: z.number(), // garment pixels / image pixels
        bbox: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }), // fractions 0..1 of the image
      })
      .optional(),
    // Garment features (garment-attributes-guide.md): { value, confidence, source } per key.
    features: garmentFeaturesSchema.optional(),
    analyzer: z.string().optional(), // 'local' | 'openai:<model>'
    analysisMs: z.number().optional(),
  })
  .passthrough();
export type AiAnalysis = z.infer<typeof aiAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Spec entities
// ---------------------------------------------------------------------------------------------

export const fabricDetailsSchema = z.object({
  gsm: z.number(),
  composition: z.string(),
  texture: z.string(),
  category: z.string(),
});
export type FabricDetails = z.infer<typeof fabricDetailsSchema>;

export const materialsSchema = z
  .object({
    mainFabric: z.string(),
    fabricDetails: fabricDetailsSchema,
    lining: z.string(),
    trim: z.string(),
  })
  .passthrough();
export type Materials = z.infer<typeof materialsSchema>;

export const colorSchema = z.object({ name: z.string(), hex: z.string(), pantone: z.string() });
export type TechPackColor = z.infer<typeof colorSchema>;

export const brandingSchema = z.object({
  logo: z.string().nullable(), // data URL
  logoFile: z.string().nullable(),
  logoPosition: z.string(),
  logoWidth: z.number(), // cm
  logoHeight: z.number(), // cm
  logoMethod: z.string(),
  logoColors: z.string(),
  logoFromTop: z.number(), // cm from the high point shoulder / waistband
  logoFromLeft: z.number(), // cm from centre front, negative moves left
  mainLabel: z.string(),
  careInstructions: z.string(),
  sizeLabelFormat: z.string(),
  hangTagStyle: z.string(),
  hangTagContent: z.string(),
  packaging: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const specialFeaturesSchema = z.object({ finish: z.string(), hardware: z.string() }).passthrough();
export type SpecialFeatures = z.infer<typeof specialFeaturesSchema>;

export const measurementValueSchema = z.union([z.string(), z.number()]);
// name -> '62 cm' style text or a number in cm (base / selected size).
export const measurementsSchema = z.record(measurementValueSchema);

export const trimsSchema = z.record(z.union([z.string(), z.number(), z.boolean(), z.null()]));

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
});
export type PomRow = z.infer<typeof pomRowSchema>;

export const gradedSpecSchema = z.object({
  unit: z.literal('cm'),
  baseSize: sizeSchema, // sample size, marked in the PDF
  sizes: z.array(sizeSchema),
  rows: z.array(pomRowSchema),
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
  // issue 53: the designer's BOM (./techpack-bom.ts)
  articleNumber: z.string().optional(),
  origin: z.enum(BOM_ORIGINS).optional(), // 'derived' until the designer edits the line, then 'user'
  colourways: z.record(colorSchema).optional(), // colourway name -> this component's colour in it
});
export type BomLine = z.infer<typeof bomLineSchema>;

export const constructionOperationSchema = z.object({
  operation: z.string(), // 'Shoulder seams'
  isoStitch: z.string(), // ISO 4915, e.g. '504'
  stitchName: z.string(), // '3-thread overlock'
  isoSeam: z.string(), // ISO 4916, e.g. '1.01.01'
  seamName: z.string(),
  spi: z.number(), // stitches per inch
  seamAllowanceCm: z.number(),
  notes: z.string(),
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
  imageUrl: z.string(), // '/api/uploads/{filename}'
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
  // garment grammar (issue 15): style name, POM codes ever given (key -> code), designer's POMs and settings
  styleName: z.string().optional(),
  pomCodes: z.record(z.string()).optional(),
  customPoms: z.record(z.object({ name: z.string(), howToMeasure: z.string(), tolerance: z.number(), grade: z.number() })).optional(),
  pomOverrides: z.record(z.object({ tolerance: z.number().optional(), grade: z.number().optional() })).optional(),
  pdfUnit: z.enum(['cm', 'in']).optional(),
  // issue 52: size range and fit (every size and measurement follows them), the print's artwork box
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
  garment: z.object({ kind: z.string(), family: z.string(), label: z.string(), features: z.record(z.string()) }).optional(),
  // issue 53: the designer's BOM edits and the style's colourways (the first is the sample colourway)
  bomUser: bomUserSchema.optional(),
  colourways: z.array(colourwaySchema).optional(),
  // the designer's cost choices and price overrides (GET /api/tech-pack/{id}/cost)
  costOverrides: costOverridesSchema.nullable().optional(),
  // the sample loop: the pack's revision number (last revisions[].rev) and the fit sessions decided on it
  revision: z.number().int().optional(),
  fitDecisions: z.array(fitDecisionRecordSchema).optional(),
});
export type TechPack = z.infer<typeof techPackSchema>;

// GET /api/tech-packs/user
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

// ---------------------------------------------------------------------------------------------
// PUT /api/tech-pack/{id} and POST /api/tech-pack/{id}/regenerate bodies: every part optional
// ---------------------------------------------------------------------------------------------

export const UPDATE_MESSAGES = {
  hex: 'Invalid color: hex must be # followed by 6 hex digits',
  logoType: 'Invalid logo: please upload a PNG, JPG or SVG image',
  logoSize: 'Logo too large: please upload a logo up to 5MB',
  logoWidth: `Logo width must be between ${LOGO_LIMITS.width.min} and ${LOGO_LIMITS.width.max} cm`,
  logoHeight: `Logo height must be between ${LOGO_LIMITS.height.min} and ${LOGO_LIMITS.height.max} cm`,
  logoFromTop: `Logo distance from top must be between ${LOGO_LIMITS.fromTop.min} and ${LOGO_LIMITS.fromTop.max} cm`,
  logoFromLeft: `Logo distance from left must be between ${LOGO_LIMITS.fromLeft.min} and ${LOGO_LIMITS.fromLeft.max} cm`,
  measurement: 'Measurements must be positive numbers in cm, at most 500 (e.g. 62 or "62 cm")',
} as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { errorMap: () => ({ message: `Invalid ${what}: choose one of ${values.join(', ')}` }) });

const LOGO_DATA_URL = /^data:image\/(png|jpeg|jpg|svg\+xml);base64,([A-Za-z0-9+/=\s]*)$/;

export const logoDataUrlSchema = z
  .string()
  .max(Math.ceil((LOGO_LIMITS.maxBytes * 4) / 3) + 200, UPDATE_MESSAGES.logoSize)
  .refine((v) => LOGO_DATA_URL.test(v), UPDATE_MESSAGES.logoType)
  .refine((v) => {
    const b64 = LOGO_DATA_URL.exec(v)?.[2] ?? '';
    return Math.floor((b64.replace(/\s/g, '').length * 3) / 4) <= LOGO_LIMITS.maxBytes;
  }, UPDATE_MESSAGES.logoSize);

// A number, or a decimal number written as text ("12.5"): "0x10", true, "" and [] are not numbers.
export const strictNumber = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d{1,7}(\.\d{1,6})?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return n;
  });

const num = (min: number, max: number, message: string) => strictNumber(message).refine((n) => n >= min && n <= max, message);

export const brandingUpdateSchema = z
  .object({
    logo: z.union([logoDataUrlSchema, z.literal(''), z.null()]),
    logoFile: z.string().max(255).nullable(),
    logoPosition: oneOf(LOGO_POSITIONS, 'logo position'),
    logoWidth: num(LOGO_LIMITS.width.min, LOGO_LIMITS.width.max, UPDATE_MESSAGES.logoWidth),
    logoHeight: num(LOGO_LIMITS.height.min, LOGO_LIMITS.height.max, UPDATE_MESSAGES.logoHeight),
    logoMethod: oneOf(LOGO_METHODS, 'logo method'),
    logoColors: oneOf(PRINT_COLORS, 'print colours'),
    logoFromTop: num(LOGO_LIMITS.fromTop.min, LOGO_LIMITS.fromTop.max, UPDATE_MESSAGES.logoFromTop),
    logoFromLeft: num(LOGO_LIMITS.fromLeft.min, LOGO_LIMITS.fromLeft.max, UPDATE_MESSAGES.logoFromLeft),
    mainLabel: z.string().max(200),
    careInstructions: oneOf(CARE_INSTRUCTIONS, 'care instructions'),
    sizeLabelFormat: oneOf(SIZE_LABEL_FORMATS, 'size label format'),
    hangTagStyle: oneOf(HANG_TAG_STYLES, 'hang tag style'),
    hangTagContent: z.string().max(500),
    packaging: oneOf(PACKAGING_OPTIONS, 'packaging'),
  })
  .partial();

export const materialsUpdateSchema = z
  .object({
    mainFabric: z.string().trim().min(1, 'Main fabric is required').max(200),
    fabricDetails: z
      .object({
        gsm: strictNumber('Fabric weight must be a number of g/m² from 1 to 2000').refine((n) => n > 0 && n <= 2000, 'Fabric weight must be a number of g/m² from 1 to 2000'),
        composition: z.string().max(200),
        texture: z.string().max(200),
        category: z.string().max(100),
      })
      .partial(),
    lining: oneOf(LINING_OPTIONS, 'lining'),
    trim: oneOf(TRIM_OPTIONS, 'trim'),
  })
  .partial();

export const colorUpdateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, UPDATE_MESSAGES.hex),
  pantone: z.string().max(120).optional(), // "19-3952 TCX Surf The Web (approximate, approve a lab dip)" is ~60
});

// The bounds of one measurement cell (cm), the studio checks them before sending.
export const MEASUREMENT_LIMITS = { min: 0, max: 500 } as const;

const measurementInput = z.union([
  z.number().positive(UPDATE_MESSAGES.measurement).max(500, UPDATE_MESSAGES.measurement),
  z
    .string()
    .trim()
    .max(40, UPDATE_MESSAGES.measurement)
    .regex(/^\d+(\.\d+)?\s*(cm)?$/i, UPDATE_MESSAGES.measurement)
    // "0 cm" and "99999999999999999999 cm" are not measurements either
    .refine((v) => {
      const n = Number.parseFloat(v);
      return n > 0 && n <= 500;
    }, UPDATE_MESSAGES.measurement),
], { errorMap: () => ({ message: UPDATE_MESSAGES.measurement }) });

// What a real pack needs, with room to spare (issue 18: 1,200 trims in one pack stalled every designer's PDFs).
// Every collection and string of an update is bounded; over a bound the update is refused with 400 and this message.
export const PACK_LIMITS = {
  measurements: 80,
  trims: 60,
  components: 40,
  colors: 20,
  pomEdits: 80,
  aiAnalysisChars: 20_000,
  componentChars: 200,
} as const;

const atMost = (max: number, what: string) => (r: Record<string, unknown>) => Object.keys(r).length <= max || `At most ${max} ${what} per tech pack`;
const boundedRecord = <T extends z.ZodTypeAny>(key: z.ZodString, value: T, max: number, what: string) =>
  z.record(key, value).superRefine((r, ctx) => {
    const verdict = atMost(max, what)(r);
    if (verdict !== true) ctx.addIssue({ code: z.ZodIssueCode.custom, message: verdict });
  });

// A component is a short description, or a short list of names (`assumed`).
const componentValue = z.union([
  z.string().max(PACK_LIMITS.componentChars, `A component description is at most ${PACK_LIMITS.componentChars} characters`),
  z.array(z.string().max(60)).max(PACK_LIMITS.components),
  z.boolean(),
  z.number(),
  z.null(),
  // the pack's own `sources` (component -> where its answer came from): sent back as the GET gave it
  z.record(z.string().max(60), z.string().max(PACK_LIMITS.componentChars)).refine((r) => Object.keys(r).length <= PACK_LIMITS.components, `At most ${PACK_LIMITS.components} components`),
]);

export const techPackUpdateSchema = z.object({
  measurements: boundedRecord(z.string().min(1).max(60), measurementInput, PACK_LIMITS.measurements, 'measurements').optional(),
  materials: materialsUpdateSchema.optional(),
  colors: z.array(colorUpdateSchema).max(PACK_LIMITS.colors, `At most ${PACK_LIMITS.colors} colors per tech pack`).optional(),
  branding: brandingUpdateSchema.optional(),
  trims: boundedRecord(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), PACK_LIMITS.trims, 'trims').optional(),
  specialFeatures: z
    .object({ finish: oneOf(FINISH_OPTIONS, 'finish'), hardware: oneOf(HARDWARE_OPTIONS, 'hardware') })
    .partial()
    .optional(),
  aiAnalysis: z
    .object({
      garmentType: z.string().max(60),
      silhouette: z.string().max(100),
      styleCategory: z.string().max(100),
      description: z.string().max(2000),
      components: boundedRecord(z.string().max(60), componentValue, PACK_LIMITS.components, 'components'),
      features: featureUpdateSchema,
    })
    .partial()
    .passthrough()
    // the analysis also keeps fields this schema does not list: bounded as a whole
    .refine((a) => JSON.stringify(a).length <= PACK_LIMITS.aiAnalysisChars, `The analysis is at most ${PACK_LIMITS.aiAnalysisChars} characters`)
    .optional(),
  selectedSize: sizeSchema.optional(),
  sizeRange: sizeRangeSchema.optional(),
  fit: fitSchema.optional(),
  artwork: artworkUpdateSchema.optional(),
  styleName: z.string().trim().min(1, 'Style name must be 1-80 characters').max(80, 'Style name must be 1-80 characters').optional(),
  pdfUnit: z.enum(['cm', 'in']).optional(),
  // the revision (last revisions[].rev) the edit was made on: another revision saved since answers 409, nothing lost
  revision: z.number().int().positive().optional(),
  // custom points of measure and tolerance / grade edits (README: "Points of measure edits")
  pointsOfMeasure: z
    .object({
      add: z
        .array(
          z.object({
            name: z.string().trim().min(1).max(80),
            key: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/).optional(),
            howToMeasure: z.string().max(300).optional(),
            value: measurementInput,
            tolerance: z.number().min(0.3, 'Tolerance must be at least 0.3 cm').max(10).optional(),
            grade: z.number().min(0).max(10).optional(),
          }),
        )
        .max(20)
        .optional(),
      remove: z.array(z.string().max(60)).max(50).optional(),
      edit: boundedRecord(
        z.string().max(60),
        z.object({ tolerance: z.number().min(0.3, 'Tolerance must be at least 0.3 cm').max(10).optional(), grade: z.number().min(0).max(10).optional() }),
        PACK_LIMITS.pomEdits,
        'point of measure edits',
      ).optional(),
    })
    .optional(),
  bomEdits: bomEditsSchema.optional(),
  colourways: colourwaysUpdateSchema.optional(),
  costOverrides: costOverridesSchema.nullable().optional(), // replaces the pack's cost overrides; null clears them
});
export type TechPackUpdate = z.infer<typeof techPackUpdateSchema>;

// GET /api/tech-pack/{id}/check: what a factory would send back (issue 15). `fix`, where the fix is clear, is a
// PUT /api/tech-pack/{id} body that applies it.
export const techPackCheckIssueSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  fields: z.array(z.string()),
  fix: z.record(z.unknown()).optional(),
});
export type TechPackCheckIssue = Omit<z.infer<typeof techPackCheckIssueSchema>, 'fix'> & { fix?: TechPackUpdate };
// An answer the designer has not confirmed: an estimate, a default, an unclear answer, or a detected one whose margin is
// thin. `options` are the values it may take; `confidence` orders the confirm screen (least certain first).
export const openItemSchema = z.object({
  field: z.string(), // 'aiAnalysis.garmentType' | 'aiAnalysis.features.<key>'
  key: z.string(), // 'garmentType' | feature key
  label: z.string(),
  value: z.string(),
  source: z.string(),
  confidence: z.number(),
  reason: z.enum(['unclear', 'estimated', 'assumed', 'thin-margin']),
  options: z.array(z.string()),
});
export type OpenItem = z.infer<typeof openItemSchema>;
export const techPackCheckSchema = z.object({
  ok: z.boolean(),
  issues: z.array(techPackCheckIssueSchema),
  status: z.enum(TECHPACK_STATUSES).optional(),
  ready: z.boolean().optional(),
  canConfirm: z.boolean().optional(),
  unconfirmed: z.array(openItemSchema).optional(),
});
export type TechPackCheck = { ok: boolean; issues: TechPackCheckIssue[]; status?: TechPackStatus; ready?: boolean; canConfirm?: boolean; unconfirmed?: OpenItem[] };

// POST /api/tech-pack/{id}/confirm: the designer's answers (recorded as theirs), then the pack is ready if nothing is
// left open and no check error remains; else 409 { message, code, unconfirmed, errors }.
export const confirmTechPackSchema = z
  .object({
    garmentType: z.enum(ANALYZED_GARMENT_TYPES, { errorMap: () => ({ message: GARMENT_TYPE_MESSAGE }) }).optional(),
    features: featureUpdateSchema.optional(),
    revision: z.number().int().positive().optional(),
  })
  .strict();
export type ConfirmTechPack = z.infer<typeof confirmTechPackSchema>;
export const CONFIRM_MESSAGES = {
  confirmed: 'Tech pack confirmed: ready to share with the manufacturer',
  open: 'Some answers are still to confirm or an error remains: the pack stays a draft',
} as const;

// Upload validation messages, exactly as the spec words them.
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid File Type: Please upload only image files (JPG, PNG, HEIC)',
  tooLarge: 'File Too Large: Please upload images smaller than 20MB',
  emailRequired: 'Email Required: Please enter your email address',
  noFile: 'No File Selected: Please select an image to upload',
  unsupportedGarment:
    'Unsupported Garment: this photo does not show a garment we make (t-shirts, shirts, tops, jackets, hoodies, pants, shorts, dresses, skirts). Please upload a photo of one of these.',
  timeout: 'Analysis Timed Out: the tech pack could not be generated in time. Please try again.',
  success: 'Upload Successful! Your tech pack has been generated.',
} as const;
