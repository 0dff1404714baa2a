import { z } from 'zod';
import { garmentFeaturesSchema } from '../features';
import { sizeLabelSchema } from './techpack-trade';

// The tech pack's shared pieces (provenance, garment types, status, sizes) and the photo analysis.
// ./techpack.ts re-exports them.

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
export const ANALYZED_GARMENT_TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'jacket',
  'hoodie',
  'pants',
  'shorts',
  'dress',
  'skirt',
] as const;
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

export const AUDIENCES = ['kids', 'adult', 'unclear'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const SIZE_RANGE_SUGGESTION_SOURCES = ['photo analysis', 'designer text'] as const;
export type SizeRangeSuggestionSource = (typeof SIZE_RANGE_SUGGESTION_SOURCES)[number];

// Where the measured colours lie on the garment (the analyzer's colour layout): the ground (the colour at the hems and
// sleeve ends, listed first in dominantColors and colourwayFor), each measured colour's role, the print's kind; a
// placement print's box as fractions of the garment's box and in body widths (the garment's width across its body: the
// pack scales them by its flat chest width), an all-over print's, stripe's or check's repeat in body widths.
const fractionBoxSchema = z.object({
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
});
export const colourLayoutSchema = z.object({
  ground: z.string(), // hex of the ground as measured on the photo
  print: z.enum(['placement', 'all-over', 'panel', 'none']),
  colours: z
    .array(
      z.object({
        hex: z.string(),
        share: z.number().min(0).max(1),
        role: z.enum(['ground', 'shade', 'placement', 'all-over', 'panel']),
      }),
    )
    .max(8),
  placement: z
    .object({
      box: fractionBoxSchema,
      bodyWidths: z.object({
        width: z.number(),
        height: z.number(),
        fromTop: z.number(),
        fromCentre: z.number(),
      }),
    })
    .optional(),
  repeatBodyWidths: z.number().positive().optional(),
});
export type ColourLayout = z.infer<typeof colourLayoutSchema>;

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
    colourLayout: colourLayoutSchema.optional(),
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
    // Who the garment is made for, where the analyzer can tell (the vision model answers it; the local model has no
    // such label and answers nothing).
    audience: z.enum(AUDIENCES).optional(),
    // A size range the studio offers the designer (never applied by itself), and what it was read from: the photo
    // analysis (audience 'kids') or the designer's own words at upload (the file name says kids, girls', toddler...).
    suggestedSizeRange: z.enum(['kids']).optional(),
    suggestedSizeRangeSource: z.enum(SIZE_RANGE_SUGGESTION_SOURCES).optional(),
  })
  .passthrough();
export type AiAnalysis = z.infer<typeof aiAnalysisSchema>;
