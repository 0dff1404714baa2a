import { z } from 'zod';
import { PDF_LANGUAGES } from '@techpack/catalog';
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
import { featureUpdateSchema } from '../features';
import { artworkUpdateSchema, fitSchema, sizeRangeSchema } from './techpack-trade';
import { costOverridesSchema } from './cost';
import { bomEditsSchema, colourwaysUpdateSchema } from './techpack-bom';
import { sizeSchema } from './techpack-analysis';
import { packDetailSchema } from './techpack-schema';

// ---------------------------------------------------------------------------------------------
// PUT /api/tech-pack/{id} and POST /api/tech-pack/{id}/regenerate bodies: every part optional
// ---------------------------------------------------------------------------------------------

const LANGUAGE_CHOICE = `Invalid factory language: choose one of ${PDF_LANGUAGES.join(', ')}`;

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

// The label is only a first filter: the server checks the bytes (PNG, JPEG, WebP or SVG) and stores a bounded copy.
const LOGO_DATA_URL = /^data:image\/(png|jpeg|jpg|webp|svg\+xml);base64,([A-Za-z0-9+/=\s]*)$/;

export const logoDataUrlSchema = z
  .string()
  .max(Math.ceil((LOGO_LIMITS.maxBytes * 4) / 3) + 200, UPDATE_MESSAGES.logoSize)
  .refine((v) => LOGO_DATA_URL.test(v), UPDATE_MESSAGES.logoType)
  .refine((v) => {
    const b64 = LOGO_DATA_URL.exec(v)?.[2] ?? '';
    return Math.floor((b64.replace(/\s/g, '').length * 3) / 4) <= LOGO_LIMITS.maxBytes;
  }, UPDATE_MESSAGES.logoSize);

// A stored logo as GET gives it (branding.logo of a saved pack): sent back unchanged by a client that saves the whole
// branding. The server accepts only the pack's own stored logos.
export const LOGO_REF = /^\/api\/tech-pack\/[0-9a-f-]{36}\/logo\/[0-9a-f]{32}\.(png|jpg)$/;
export const logoRefSchema = z.string().regex(LOGO_REF, UPDATE_MESSAGES.logoType);

// A number, or a decimal number written as text ("12.5"): "0x10", true, "" and [] are not numbers.
export const strictNumber = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const n =
      typeof v === 'number'
        ? v
        : typeof v === 'string' && /^\s*-?\d{1,7}(\.\d{1,6})?\s*$/.test(v)
          ? Number(v)
          : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return n;
  });

const num = (min: number, max: number, message: string) =>
  strictNumber(message).refine((n) => n >= min && n <= max, message);

export const brandingUpdateSchema = z
  .object({
    logo: z.union([logoDataUrlSchema, logoRefSchema, z.literal(''), z.null()]),
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
        gsm: strictNumber('Fabric weight must be a number of g/m² from 1 to 2000').refine(
          (n) => n > 0 && n <= 2000,
          'Fabric weight must be a number of g/m² from 1 to 2000',
        ),
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

const measurementInput = z.union(
  [
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
  ],
  { errorMap: () => ({ message: UPDATE_MESSAGES.measurement }) },
);

// What a real pack needs, with room to spare (1,200 trims in one pack stalled every designer's PDFs).
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

const atMost = (max: number, what: string) => (r: Record<string, unknown>) =>
  Object.keys(r).length <= max || `At most ${max} ${what} per tech pack`;
const boundedRecord = <T extends z.ZodTypeAny>(key: z.ZodString, value: T, max: number, what: string) =>
  z.record(key, value).superRefine((r, ctx) => {
    const verdict = atMost(max, what)(r);
    if (verdict !== true) ctx.addIssue({ code: z.ZodIssueCode.custom, message: verdict });
  });

// A component is a short description, or a short list of names (`assumed`).
const componentValue = z.union([
  z
    .string()
    .max(
      PACK_LIMITS.componentChars,
      `A component description is at most ${PACK_LIMITS.componentChars} characters`,
    ),
  z.array(z.string().max(60)).max(PACK_LIMITS.components),
  z.boolean(),
  z.number(),
  z.null(),
  // the pack's own `sources` (component -> where its answer came from): sent back as the GET gave it
  z
    .record(z.string().max(60), z.string().max(PACK_LIMITS.componentChars))
    .refine(
      (r) => Object.keys(r).length <= PACK_LIMITS.components,
      `At most ${PACK_LIMITS.components} components`,
    ),
]);

export const techPackUpdateSchema = z.object({
  measurements: boundedRecord(
    z.string().min(1).max(60),
    measurementInput,
    PACK_LIMITS.measurements,
    'measurements',
  ).optional(),
  materials: materialsUpdateSchema.optional(),
  colors: z
    .array(colorUpdateSchema)
    .max(PACK_LIMITS.colors, `At most ${PACK_LIMITS.colors} colors per tech pack`)
    .optional(),
  branding: brandingUpdateSchema.optional(),
  trims: boundedRecord(
    z.string().max(60),
    z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
    PACK_LIMITS.trims,
    'trims',
  ).optional(),
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
    .refine(
      (a) => JSON.stringify(a).length <= PACK_LIMITS.aiAnalysisChars,
      `The analysis is at most ${PACK_LIMITS.aiAnalysisChars} characters`,
    )
    .optional(),
  selectedSize: sizeSchema.optional(),
  sizeRange: sizeRangeSchema.optional(),
  fit: fitSchema.optional(),
  artwork: artworkUpdateSchema.optional(),
  styleName: z
    .string()
    .trim()
    .min(1, 'Style name must be 1-80 characters')
    .max(80, 'Style name must be 1-80 characters')
    .optional(),
  pdfUnit: z.enum(['cm', 'in']).optional(),
  // the language of the copy a factory gets (shares, sample orders): en, or English with zh-Hans / vi; per partner too
  factoryLanguage: z.enum(PDF_LANGUAGES, { errorMap: () => ({ message: LANGUAGE_CHOICE }) }).optional(),
  partnerLanguages: z
    .record(z.string().max(60), z.enum(PDF_LANGUAGES, { errorMap: () => ({ message: LANGUAGE_CHOICE }) }))
    .refine((r) => Object.keys(r).length <= 50, 'At most 50 partners')
    .optional(),
  // the revision (last revisions[].rev) the edit was made on: another revision saved since answers 409, nothing lost
  revision: z.number().int().positive().optional(),
  // custom points of measure and tolerance / grade edits (README: "Points of measure edits")
  pointsOfMeasure: z
    .object({
      add: z
        .array(
          z.object({
            name: z.string().trim().min(1).max(80),
            key: z
              .string()
              .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/)
              .optional(),
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
        z.object({
          tolerance: z.number().min(0.3, 'Tolerance must be at least 0.3 cm').max(10).optional(),
          grade: z.number().min(0).max(10).optional(),
        }),
        PACK_LIMITS.pomEdits,
        'point of measure edits',
      ).optional(),
    })
    .optional(),
  bomEdits: bomEditsSchema.optional(),
  colourways: colourwaysUpdateSchema.optional(),
  costOverrides: costOverridesSchema.nullable().optional(), // replaces the pack's cost overrides; null clears them
  // details: add catalogue details or custom components, edit them by key, remove them (and everything they brought);
  // or the pack's whole list as GET gives it (a whole-pack save): the pack's details become that list
  details: z
    .union([
      z.object({
        add: z
          .array(packDetailSchema.partial({ key: true }))
          .max(20)
          .optional(),
        edit: z
          .record(z.string().max(40), packDetailSchema.omit({ key: true, detail: true }).partial())
          .optional(),
        remove: z.array(z.string().max(40)).max(40).optional(),
      }),
      z.array(packDetailSchema).max(40),
    ])
    .optional(),
});
export type TechPackUpdate = z.infer<typeof techPackUpdateSchema>;
